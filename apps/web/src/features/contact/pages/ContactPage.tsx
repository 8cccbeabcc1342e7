import { Skeleton } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { useSession } from '../../auth';
import { ContactForm } from '../components/ContactForm';
import { CustomerServiceCard } from '../components/CustomerServiceCard';
import { FormPageFrame } from '../components/FormPageFrame';
import { SentState } from '../components/SentState';
import { contactPrefill } from '../prefill';
import { CONTACT_THANKS_PATH } from '../thanks-path';

/**
 * /contact (spec 3 §2, public): customer service's contacts and the contact form. A signed-in user finds their
 * details filled in and lands on /thanks once the message is sent; a visitor sees the thanks state in place.
 */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { status, user } = useSession();
  const shipToId = useCurrentShipToId();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signedIn = status === 'authenticated' && user !== null;

  const onSent = (email: string) => {
    if (signedIn) void navigate(CONTACT_THANKS_PATH);
    else setSentTo(email);
  };

  let form;
  if (status === 'loading') form = <Skeleton height={320} aria-busy="true" />;
  else
    form = (
      <ContactForm
        key={user?.UID ?? 'visitor'}
        initial={contactPrefill(signedIn ? user : null, shipToId)}
        signedIn={signedIn}
        onSent={onSent}
      />
    );

  return (
    <FormPageFrame
      kind="contact"
      sent={
        sentTo !== null ? (
          <SentState
            title={t('contact.sentTitle')}
            text={t('contact.sentText', { email: sentTo })}
            actions={[{ label: t('contact.home'), to: ROUTES.homepage.path }]}
          />
        ) : null
      }
      form={form}
      aside={<CustomerServiceCard />}
    />
  );
}
