import { useQuery } from '@tanstack/react-query';
import { faqStructuredResponseSchema, HELP_CENTER_PATHS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { restRequest } from '../../../lib/rest';

/** The FAQ pages with their questions (faqpages/GetNewFQAPagesAsync, spec 3 §7), in the interface language. */
export function useFaq() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['support', 'faq', i18n.language],
    queryFn: async ({ signal }) => {
      try {
        const answer = await restRequest(
          `/api/content/v1/${HELP_CENTER_PATHS.faqStructured}`,
          faqStructuredResponseSchema,
          { signal },
        );
        return answer.results;
      } catch (error) {
        // spec 3 §8: "FAQ items fetch fails: Logs 'faq items error'"; the screen offers to try again.
        console.error('faq items error', error);
        throw error;
      }
    },
  });
}
