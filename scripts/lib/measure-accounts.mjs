// The accounts the measuring scripts sign in with, made through the API of a server started by
// scripts/lib/server.mjs: a live nurse (onboarded or not) and the administrator.
import { ADMIN_PASSWORD } from './server.mjs';
import { ownerCookie } from './owner-session.mjs';

let nurseSequence = 0;

export async function expectOk(response, what) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** The administrator's server session and the browser's hint that she is signed in. */
export async function signInAdmin(context, url) {
  const [name, value] = (await ownerCookie(url, ADMIN_PASSWORD)).split('=');
  await context.addCookies([{ name, value, url }]);
  await context.addInitScript(() => window.localStorage.setItem('isAdmin', 'true'));
}

/**
 * A signed-in live nurse in the page's browser context: registered, activated by the administrator, and
 * with onboarding completed when asked. The context's request client shares the page's cookies.
 * Answers the stored user.
 */
export async function signInLiveNurse(context, url, { onboarded }) {
  nurseSequence += 1;
  const email = `measure.${Date.now().toString(36)}.${nurseSequence}@example.org`;
  const registered = await expectOk(
    await context.request.post(`${url}/api/auth/register`, {
      data: { name: 'Measure Nurse', email, password: 'measure-password-1', phone: '(555) 201-3040' },
    }),
    'Registration',
  );
  const user = await registered.json();
  await signInAdmin(context, url);
  await expectOk(await context.request.put(`${url}/api/admin/users/${user.id}/status`, { data: { status: 'live' } }), 'Activation');
  if (onboarded) {
    await expectOk(
      await context.request.put(`${url}/api/users/${user.id}`, {
        data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
      }),
      'Onboarding',
    );
  }
  return user;
}
