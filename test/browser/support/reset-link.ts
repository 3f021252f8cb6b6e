// The reset link inside a mail body: PUBLIC_URL/reset-password#token=…
export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[^\s"'<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  return link;
}
