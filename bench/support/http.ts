/** The few calls the benches make before and while they measure, failing loudly on a surprise. */

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 201) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** POSTs JSON as the token's holder; anything but 201 Created is an error. */
export async function postCreated(
  url: string,
  token: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
}
