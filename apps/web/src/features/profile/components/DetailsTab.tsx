import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '../../auth';
import { DefaultShipToForm } from './DefaultShipToForm';
import { InterfaceLanguage } from './InterfaceLanguage';
import { PasswordSection } from './PasswordSection';
import { PersonalDetails } from './PersonalDetails';

/**
 * The details tab (spec 3 §2): the user's details read only with customer service's contact, the language of
 * the interface, change password and the default ship-to.
 */
export function DetailsTab() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="md">
        <PersonalDetails user={user} />
        <InterfaceLanguage />
      </Stack>
      <Stack gap="md">
        <PasswordSection />
        <DefaultShipToForm user={user} />
      </Stack>
    </SimpleGrid>
  );
}
