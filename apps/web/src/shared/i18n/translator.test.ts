import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

const CATALOGS: Record<string, Record<string, unknown>> = {
  'ru/common': {
    appName: 'Кабинет',
    greet: 'Здравствуйте, {{name}}! У вас {{count}} номеров',
    steps: ['раз', 'два'],
    events: { 'number.state_changed': 'Изменилось состояние номера', number: { blocked: 'Заблокирован' } },
  },
  'ru/errors': { system_error: 'Системная ошибка' },
  'kk/common': { appName: 'Кабинет (kk)', greet: 'Сәлем, {{name}}!', steps: ['бір'] },
  'kk/errors': { system_error: 'Жүйелік қате' },
};

function translator(loaded: string[] = []) {
  return new Translator({
    language: 'ru',
    defaultNamespace: 'common',
    load: async (language, namespace) => {
      loaded.push(`${language}/${namespace}`);
      const catalog = CATALOGS[`${language}/${namespace}`];
      if (!catalog) throw new Error('no catalog');
      return catalog;
    },
  });
}

describe('the portal’s translation lookup (decision 015)', () => {
  it('fills values, reads other namespaces by `ns:`, gives lists, and the key or a default when missing', async () => {
    const i18n = translator();
    await i18n.loadNamespaces(['common']);
    expect(i18n.t('greet', { name: 'Айгерим', count: 3 })).toBe('Здравствуйте, Айгерим! У вас 3 номеров');
    expect(i18n.t('steps', { returnObjects: true })).toEqual(['раз', 'два']);
    // a key that holds dots itself (the webhook events), beside a nested one that starts the same
    expect(i18n.t('events.number.state_changed')).toBe('Изменилось состояние номера');
    expect(i18n.t('events.number.blocked')).toBe('Заблокирован');
    // not loaded yet: the key without its namespace, or the default asked for
    expect(i18n.t('errors:system_error')).toBe('system_error');
    expect(i18n.t('errors:system_error', { defaultValue: 'Ошибка' })).toBe('Ошибка');
    await i18n.loadNamespaces('errors');
    expect(i18n.t('errors:system_error')).toBe('Системная ошибка');
    expect(i18n.fixedT('errors')('system_error')).toBe('Системная ошибка');
  });

  it('switches language only once every namespace asked for is loaded in it, and says so', async () => {
    const loaded: string[] = [];
    const i18n = translator(loaded);
    await i18n.loadNamespaces(['common', 'errors']);
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    await i18n.changeLanguage('kk');
    expect(heard).toEqual(['kk']);
    expect(loaded.sort()).toEqual(['kk/common', 'kk/errors', 'ru/common', 'ru/errors']);
    expect(i18n.t('errors:system_error')).toBe('Жүйелік қате');
    expect(i18n.t('greet', { name: 'Ерлан' })).toBe('Сәлем, Ерлан!');
  });

  it('asks for a catalogue that failed again next time instead of remembering the failure', async () => {
    const loaded: string[] = [];
    const i18n = translator(loaded);
    await i18n.loadNamespaces('missing');
    expect(i18n.hasLoadedNamespace('missing')).toBe(false);
    await i18n.loadNamespaces('missing');
    expect(loaded).toEqual(['ru/missing', 'ru/missing']);
  });
});
