import { API_ROOT, type ApiClient } from './api-client';

/**
 * reCAPTCHA's explicit rendering API, as much of it as the app uses
 * (https://developers.google.com/recaptcha/docs/display#js_api, https://developers.google.com/recaptcha/docs/invisible).
 */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      badge: 'bottomleft';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

/** The name api.js calls once `grecaptcha.render` may be used (its `onload` parameter). */
const ONLOAD_CALLBACK = 'orderingRecaptchaLoaded';
/** The page's one load of api.js, shared by every verifier of the page (registration and password reset). */
const LOADING = 'orderingRecaptchaLoading';

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha } & Record<string, unknown>;

/** The app verification could not be done: the script did not load, or reCAPTCHA gave no response. */
export class AppVerificationError extends Error {
  constructor(message: string) {
    super(`App verification: ${message}`);
    this.name = 'AppVerificationError';
  }
}

/** api.js of `scriptUrl`, loaded once per page; resolves when reCAPTCHA is ready to render. */
function loadRecaptcha(scriptUrl: string, language: string, page: RecaptchaWindow): Promise<Grecaptcha> {
  const loading = page[LOADING] as Promise<Grecaptcha> | undefined;
  if (loading) return loading;
  const loaded = new Promise<Grecaptcha>((resolve, reject) => {
    const src = new URL(scriptUrl);
    src.searchParams.set('onload', ONLOAD_CALLBACK);
    src.searchParams.set('render', 'explicit');
    // the challenge, when reCAPTCHA shows one, speaks the interface's language
    src.searchParams.set('hl', language);
    const script = page.document.createElement('script');
    script.src = src.href;
    script.async = true;
    page[ONLOAD_CALLBACK] = () => {
      delete page[ONLOAD_CALLBACK];
      if (page.grecaptcha) resolve(page.grecaptcha);
      else reject(new AppVerificationError(`${src.origin} loaded no grecaptcha`));
    };
    script.onerror = () => {
      delete page[ONLOAD_CALLBACK];
      script.remove();
      reject(new AppVerificationError(`the script at ${src.origin}${src.pathname} did not load`));
    };
    page.document.head.append(script);
  });
  page[LOADING] = loaded;
  // a script that did not load is asked for again at the next send
  loaded.catch(() => delete page[LOADING]);
  return loaded;
}

export interface AppVerifier {
  /** A fresh reCAPTCHA response for one code send (each is good once, for two minutes). */
  token(language: string, signal: AbortSignal): Promise<string>;
}

/**
 * The app's verification before a phone code is sent, as Firebase's phone sign-in asks of a web client: an invisible
 * reCAPTCHA with the site key the server names (GET /v2/otp/app-verification/), executed for each send. The site
 * key, the script and the widget are made once per verifier and kept for the next send.
 */
export function createAppVerifier(client: ApiClient, apiRoot: string = API_ROOT, page: RecaptchaWindow = window as unknown as RecaptchaWindow): AppVerifier {
  let widget: Promise<{ grecaptcha: Grecaptcha; id: number }> | null = null;
  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const settle = (outcome: { token: string } | { error: Error }) => {
    const current = waiting;
    waiting = null;
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  };

  async function makeWidget(language: string, signal: AbortSignal) {
    const { data } = await client.GET('/v2/otp/app-verification/', { signal });
    const { recaptcha_site_key: siteKey, script_url: scriptUrl } = (data as { data: { recaptcha_site_key: string; script_url: string } }).data;
    // the sandbox's widget is named by its path on the server of the API
    const grecaptcha = await loadRecaptcha(new URL(scriptUrl, apiRoot).href, language, page);
    const container = page.document.createElement('div');
    container.dataset.appVerification = '';
    page.document.body.append(container);
    const id = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'bottomleft',
      callback: (token) => settle({ token }),
      'error-callback': () => settle({ error: new AppVerificationError('reCAPTCHA could not be reached') }),
      'expired-callback': () => settle({ error: new AppVerificationError('the response expired') }),
    });
    return { grecaptcha, id };
  }

  return {
    async token(language, signal) {
      widget ??= makeWidget(language, signal).catch((error: unknown) => {
        // the next send tries again from the start
        widget = null;
        throw error;
      });
      const { grecaptcha, id } = await widget;
      if (signal.aborted) throw new AppVerificationError('the send was left');
      settle({ error: new AppVerificationError('a newer send asked again') });
      return new Promise<string>((resolve, reject) => {
        const abort = () => settle({ error: new AppVerificationError('the send was left') });
        signal.addEventListener('abort', abort, { once: true });
        waiting = {
          resolve: (token) => {
            signal.removeEventListener('abort', abort);
            resolve(token);
          },
          reject: (error) => {
            signal.removeEventListener('abort', abort);
            reject(error);
          },
        };
        // a response is used once: the widget is reset so that execute gives a new one
        grecaptcha.reset(id);
        grecaptcha.execute(id);
      });
    },
  };
}
