/**
 * The request headers (the editor's JSON text) with `Authorization: Bearer <token>` set, every other header kept;
 * text that is not a JSON object is replaced.
 */
export function withBearer(headersText: string, token: string): string {
  let headers: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(headersText);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) headers = parsed as Record<string, unknown>;
  } catch {
    // An empty or half-typed editor: start from no headers.
  }
  const others = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
  return JSON.stringify({ ...others, Authorization: `Bearer ${token}` }, null, 2);
}
