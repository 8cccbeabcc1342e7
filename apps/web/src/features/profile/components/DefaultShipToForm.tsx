import { Button, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isSuspended, padShipToId, sameShipTo, selectableShipTos } from '@spina/domain';
import { storeDefaultShipTo } from '../../../lib/ship-to/initial-ship-to';
import { FormOutcome, type FormOutcomeState } from '../../../components/ui/FormOutcome';
import { useErrorText, useSessionStore, type SessionUser } from '../../auth';
import { ProfileSection } from './ProfileSection';

/**
 * Default ship-to selection (spec 3 §2; §7 setdefaultshipto): among the ship-tos the user may order for, a
 * suspended one shown but not choosable (spec 1 §4.4), as the server refuses it too. The session learns the
 * new default at once.
 */
export function DefaultShipToForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const store = useSessionStore();
  const shipTos = selectableShipTos(user.permissionSchema);
  const current = shipTos.find((entry) => sameShipTo(entry.shipToId, user.defaultShipToId)) ?? null;
  const [choice, setChoice] = useState<string | null>(current ? padShipToId(current.shipToId) : null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setOutcome(null);
    setPending(true);
    try {
      const { defaultShipToId } = await storeDefaultShipTo(choice);
      const session = store.get();
      if (session.user?.UID === user.UID)
        store.set({ ...session, user: { ...session.user, defaultShipToId } });
      const name = shipTos.find((entry) => sameShipTo(entry.shipToId, defaultShipToId))?.shipToName ?? '';
      setOutcome({ kind: 'done', text: t('defaultShipTo.saved', { name }) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <ProfileSection
      id="profile-default-ship-to"
      title={t('defaultShipTo.title')}
      intro={t('defaultShipTo.intro')}
    >
      {shipTos.length === 0 ? (
        <Text size="sm">{t('defaultShipTo.none')}</Text>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
          <Stack gap="sm">
            <Radio.Group
              label={t('defaultShipTo.legend')}
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setOutcome(null);
              }}
            >
              <Stack gap="sm" mt={4}>
                {shipTos.map((entry) => {
                  const id = padShipToId(entry.shipToId);
                  const suspended = isSuspended(entry);
                  const details = [entry.shipToAddress, id];
                  if (suspended) details.push(t('defaultShipTo.suspended'));
                  else if (current && sameShipTo(current.shipToId, id))
                    details.push(t('defaultShipTo.current'));
                  return (
                    <Radio
                      key={id}
                      value={id}
                      label={entry.shipToName}
                      description={details.join(' · ')}
                      disabled={suspended}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
            <Button
              type="submit"
              variant="light"
              loading={pending}
              disabled={!choice || (current !== null && sameShipTo(current.shipToId, choice))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('defaultShipTo.submit')}
            </Button>
            <FormOutcome outcome={outcome} />
          </Stack>
        </form>
      )}
    </ProfileSection>
  );
}
