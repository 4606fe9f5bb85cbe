import { DEMO_EMAIL, DEMO_PASSWORD } from '../../apps/server/src/demo/seed-demo';

// The demo owner's bearer token on a running server, for benches that call the admin API.
export async function signInDemo(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return data.token;
}
