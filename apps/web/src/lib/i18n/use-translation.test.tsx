import { act, screen } from '@testing-library/react';
import type { TFunction, i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { useTranslation } from './use-translation';

function ProductCode({ sku }: { sku: string }) {
  const { t } = useTranslation('catalogue');
  return <p>{t('product.code', { sku })}</p>;
}

type Seen = { t: TFunction; i18n: I18n };

function Recorder({ seen }: { seen: Seen[] }) {
  const { t, i18n } = useTranslation('cart');
  seen.push({ t, i18n });
  return <p>{t('page.title')}</p>;
}

describe('useTranslation (spec 1 §9: every text in Italian and English)', () => {
  it('waits for a namespace that is not loaded yet, never rendering its keys, then shows its text', async () => {
    const shown: string[] = [];
    function Logged() {
      const { t } = useTranslation('catalogue');
      const text = t('product.code', { sku: '1001' });
      shown.push(text);
      return <p>{text}</p>;
    }
    await renderWithApp(<Logged />, { language: 'en' });
    expect(await screen.findByText('Code 1001')).toBeInTheDocument();
    expect(new Set(shown)).toEqual(new Set(['Code 1001']));
  });

  it('shows the texts of the new language when the language changes', async () => {
    const { i18n } = await renderWithApp(<ProductCode sku="1001" />, { language: 'en' });
    await screen.findByText('Code 1001');
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByText('Codice 1001')).toBeInTheDocument();
  });

  it('gives every component of a language one shared t and the i18next instance itself', async () => {
    const seen: Seen[] = [];
    const { i18n } = await renderWithApp(
      <>
        <Recorder seen={seen} />
        <Recorder seen={seen} />
      </>,
      { language: 'en', namespaces: ['cart'] },
    );
    expect(await screen.findAllByText('Cart')).toHaveLength(2);
    const english = seen.at(-1)!;
    expect(seen.every((each) => each.t === english.t && each.i18n === i18n)).toBe(true);

    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findAllByText('Carrello')).toHaveLength(2);
    const italian = seen.at(-1)!;
    expect(italian.t).not.toBe(english.t);
    expect(seen.at(-2)!.t).toBe(italian.t);
  });

  it('names a text of another namespace per call, with the first namespace as the default', async () => {
    function Both() {
      const { t } = useTranslation(['catalogue', 'cart']);
      return (
        <p>
          {t('product.code', { sku: '7' })} / {t('page.title', { ns: 'cart' })}
        </p>
      );
    }
    await renderWithApp(<Both />, { language: 'it' });
    expect(await screen.findByText('Codice 7 / Carrello')).toBeInTheDocument();
  });

  it('without suspense, renders at once and again when the texts are in', async () => {
    const shown: string[] = [];
    function Eager() {
      const { t } = useTranslation('checkout', { useSuspense: false });
      const text = t('page.loading');
      shown.push(text);
      return <p>{text}</p>;
    }
    await renderWithApp(<Eager />, { language: 'en' });
    expect(await screen.findByText('Loading your order…')).toBeInTheDocument();
    expect(shown[0]).toBe('page.loading');
  });
});
