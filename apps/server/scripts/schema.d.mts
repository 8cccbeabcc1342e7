/** Folder of the server sources. */
export declare const src: string;
/** The merged SDL of base.graphql and every module's .graphql file. */
export declare function assembleSchema(): string;
