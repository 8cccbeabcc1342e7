/** Texts of sign-in, password links, the session bars and the single sign-on error page. */
const en = {
  fields: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    retypePassword: 'Retype the new password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'This field is required',
    invalidEmail: 'Enter a valid e-mail address',
  },
  login: {
    title: 'Log in',
    text: 'Sign in to order for your venues and manage your account.',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    tooManyAttempts_one: 'Too many sign-in attempts. Try again in {{count}} minute, at {{time}}.',
    tooManyAttempts_other: 'Too many sign-in attempts. Try again in {{count}} minutes, at {{time}}.',
    handingOff: 'Opening e-learning…',
    sessionExpired: 'Your session has ended. Log in again to continue.',
  },
  forgot: {
    title: 'Forgot your password?',
    text: 'Enter the e-mail of your account: we will send you a link to choose a new password.',
    submit: 'Send the link',
    sentTitle: 'Check your e-mail',
    backToLogin: 'Back to log in',
  },
  reset: {
    title: 'Choose a new password',
    text: 'Choose the password you will use from now on. You will then log in with it.',
    submit: 'Save the password',
    doneTitle: 'Password saved',
    requestNewLink: 'Request a new link',
  },
  verification: {
    title: 'Activate your account',
    text: 'Welcome to Spina. Choose the password you will use to sign in.',
    submit: 'Activate the account',
    doneTitle: 'Your account is active',
    contactSupport: 'Contact support',
  },
  password: {
    checklist: 'The password needs',
    match: 'The two passwords match',
    met: 'done',
    unmet: 'missing',
  },
  change: {
    current: 'Current password',
    submit: 'Change the password',
    required: 'Enter your current password',
    actingAs: 'The password can be changed only by the user themself, not while acting as them.',
  },
  samlError: {
    providers: {
      pubmenu: 'pubMenu',
      elearning: 'eLearning',
      academy: 'Academy',
      formazione: 'Formazione',
    },
    unconfigured: {
      title: '{{provider}} is not available yet',
      text: 'The connection to {{provider}} has not been set up. Try again later or contact customer service.',
      title_unnamed: 'The service is not available yet',
      text_unnamed:
        'The connection to the service has not been set up. Try again later or contact customer service.',
    },
    forbidden: {
      title: 'Your account cannot open {{provider}}',
      text: 'Your role does not include {{provider}}. Ask your key user or customer service for access.',
      title_unnamed: 'Your account cannot open the service',
      text_unnamed:
        'Your role does not include the service. Ask your key user or customer service for access.',
    },
    expired: {
      title: 'The link to {{provider}} has expired',
      text: 'For your security the link lasts one minute and works once. Go back to the portal and open {{provider}} again.',
      title_unnamed: 'The link to the service has expired',
      text_unnamed:
        'For your security the link lasts one minute and works once. Go back to the portal and open the service again.',
    },
    unknown: {
      title: 'Unknown service',
      text: 'The portal does not know the service “{{provider}}”. Check the link you followed.',
      title_unnamed: 'Unknown service',
      text_unnamed: 'The link does not say which service to open. Check the link you followed.',
    },
    failed: {
      title: 'The connection to {{provider}} could not start',
      text: 'Something went wrong while opening {{provider}}. Try again in a moment.',
      title_unnamed: 'The connection to the service could not start',
      text_unnamed: 'Something went wrong while opening the service. Try again in a moment.',
    },
    home: 'Go to the home page',
  },
  bars: {
    profileErrors: 'Your profile is incomplete:',
    profileErrorsHelp: 'Contact customer service to complete it.',
  },
  errors: {
    network: 'The server could not be reached. Check your connection and try again.',
  },
};

export default en;
