/**
 * The two scripts of the QA console, served from the sandbox itself (the pages' CSP allows only 'self' scripts).
 * Plain browser JavaScript: the sandbox pages have no build of their own.
 */

/**
 * On a path's page: follows the app tab's machines through the inspection relay (the BroadcastChannel an app tab
 * opened with ?inspect=1 posts on) and marks the step to do next, ticking each step once the machine is in its states.
 */
export const WALKER_SCRIPT = `(() => {
  const list = document.getElementById('qa-steps');
  if (!list || typeof BroadcastChannel === 'undefined') return;
  const machineId = list.dataset.machineId;
  const steps = [...list.querySelectorAll('li[data-step]')];
  const statesOf = (li) => (li.dataset.states || '').split(' ').filter(Boolean).sort().join(' ');
  const leaves = (value, prefix) =>
    typeof value === 'string'
      ? [prefix + value]
      : Object.entries(value || {}).flatMap(([key, inner]) => leaves(inner, prefix + key + '.'));
  let next = Math.max(0, steps.findIndex((li) => li.getAttribute('aria-current') === 'step'));
  const mark = () =>
    steps.forEach((li, index) => {
      if (index === next) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    });
  const channel = new BroadcastChannel('ordering-inspection');
  channel.onmessage = ({ data }) => {
    if (!data || data.kind !== 'snapshot' || data.machineId !== machineId || next >= steps.length) return;
    if (leaves(data.value, '').sort().join(' ') !== statesOf(steps[next])) return;
    const box = steps[next].querySelector('input[type=checkbox]');
    if (box) box.checked = true;
    next += 1;
    mark();
  };
  // the app's tabs answer a hello with their actors' latest snapshots: asked again when the tester looks back, a
  // snapshot this page missed while behind still moves the mark
  channel.postMessage({ kind: 'hello' });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') channel.postMessage({ kind: 'hello' });
  });
  mark();
})();
`;

/**
 * The page "start this path" answers with: keeps in this browser's storage the member the server prepared (as the
 * app keeps a login), without the cart and place of an earlier walk when the path brings its own, then opens the app
 * with inspection on, so that the path's page can follow its steps.
 */
export const LAUNCH_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('qa-launch').textContent);
  try {
    for (const key of data.forget || []) localStorage.removeItem(key);
    if (data.session) {
      localStorage.setItem('token', data.session.access);
      localStorage.setItem('refreshToken', data.session.refresh);
      localStorage.setItem('session', JSON.stringify({ user: data.session.user, customer: data.session.customer }));
    }
  } catch (error) {
    console.warn('QA launch: the login could not be kept', error);
  }
  location.replace(data.open);
})();
`;
