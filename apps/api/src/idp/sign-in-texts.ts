/** The languages of the sign-in page (spec §9: ru, en, kk; ru is the default). */
export const IDP_LANGUAGES = ['ru', 'en', 'kk'] as const;
export type IdpLanguage = (typeof IDP_LANGUAGES)[number];

export interface SignInTexts {
  languageName: string;
  pageTitle: string;
  heading: string;
  lead: string;
  username: string;
  password: string;
  submit: string;
  wrongCredentials: string;
  missingFields: string;
  /** decision 012: throttled or locked; {minutes} until the next attempt is heard */
  tooManyAttempts: string;
  demoTitle: string;
  demoHint: string;
  languageLabel: string;
  signingOut: string;
  continueButton: string;
  signedOut: string;
  backToPortal: string;
  errorTitle: string;
  errorLead: string;
}

export const SIGN_IN_TEXTS: Record<IdpLanguage, SignInTexts> = {
  ru: {
    languageName: 'Русский',
    pageTitle: 'Вход — Kabinet',
    heading: 'Вход в Kabinet',
    lead: 'Корпоративный кабинет: номера, услуги и документы вашей компании.',
    username: 'Имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    wrongCredentials: 'Неверное имя пользователя или пароль.',
    missingFields: 'Введите имя пользователя и пароль.',
    tooManyAttempts: 'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    demoTitle: 'Демо-входы',
    demoHint: 'Тестовый провайдер входа для разработки. Пароль у всех:',
    languageLabel: 'Язык',
    signingOut: 'Выполняется выход…',
    continueButton: 'Продолжить',
    signedOut: 'Вы вышли из системы.',
    backToPortal: 'Вернуться в Kabinet',
    errorTitle: 'Не удалось выполнить вход',
    errorLead: 'Сеанс входа устарел или запрос неверен. Начните вход заново.',
  },
  en: {
    languageName: 'English',
    pageTitle: 'Sign in — Kabinet',
    heading: 'Sign in to Kabinet',
    lead: "The corporate self-service portal: your company's numbers, services and documents.",
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Wrong username or password.',
    missingFields: 'Enter your username and password.',
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in {minutes} min.',
    demoTitle: 'Demo sign-ins',
    demoHint: 'A development identity provider. The password of every account:',
    languageLabel: 'Language',
    signingOut: 'Signing out…',
    continueButton: 'Continue',
    signedOut: 'You have signed out.',
    backToPortal: 'Back to Kabinet',
    errorTitle: 'Sign-in failed',
    errorLead: 'The sign-in has expired or the request is invalid. Please start again.',
  },
  kk: {
    languageName: 'Қазақша',
    pageTitle: 'Кіру — Kabinet',
    heading: 'Kabinet жүйесіне кіру',
    lead: 'Корпоративтік кабинет: компанияңыздың нөмірлері, қызметтері және құжаттары.',
    username: 'Пайдаланушы аты',
    password: 'Құпиясөз',
    submit: 'Кіру',
    wrongCredentials: 'Пайдаланушы аты немесе құпиясөз қате.',
    missingFields: 'Пайдаланушы аты мен құпиясөзді енгізіңіз.',
    tooManyAttempts: 'Сәтсіз кіру әрекеттері тым көп. {minutes} мин кейін қайталаңыз.',
    demoTitle: 'Демо кіру деректері',
    demoHint: 'Әзірлеуге арналған сынақ жеке басын растау қызметі. Барлығының құпиясөзі:',
    languageLabel: 'Тіл',
    signingOut: 'Жүйеден шығу…',
    continueButton: 'Жалғастыру',
    signedOut: 'Сіз жүйеден шықтыңыз.',
    backToPortal: 'Kabinet-ке оралу',
    errorTitle: 'Кіру орындалмады',
    errorLead: 'Кіру сеансының мерзімі өтті немесе сұрау қате. Қайтадан кіріңіз.',
  },
};

export function isIdpLanguage(value: unknown): value is IdpLanguage {
  return typeof value === 'string' && (IDP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The page language: an explicit choice (?lang= or the form), else the first supported
 * ui_locales entry of the authorization request, else Russian (spec §9 default language).
 */
export function pickLanguage(explicit: unknown, uiLocales: unknown): IdpLanguage {
  if (isIdpLanguage(explicit)) return explicit;
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const base = tag.toLowerCase().split('-')[0];
      if (base === 'kz') return 'kk';
      if (isIdpLanguage(base)) return base;
    }
  }
  return 'ru';
}
