import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

function selects(
  selectionSet: SelectionSetNode | undefined,
  name: string,
  info: GraphQLResolveInfo,
): boolean {
  if (!selectionSet) return false;
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet, name, info);
    return selects(info.fragments[selection.name.value]?.selectionSet, name, info);
  });
}

/** Whether the operation asks for `name` directly under the field being resolved (costly parts run only then). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, name, info));
}
