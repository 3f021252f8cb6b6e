// The mail links to /reset-password#token=…: in the fragment, so the token never
// reaches a server log or a Referer header.
export function readToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token?.trim() || null;
}

export interface ResetResult {
  ok: boolean;
  code?: string;
  message?: string;
  retryAfter?: number;
}

export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  let response: Response;
  try {
    response = await fetch('/identity/reset-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password }),
    });
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}
