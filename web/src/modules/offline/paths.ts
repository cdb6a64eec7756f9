/** The Saved shelf: the issues kept on this device for reading offline. */
export function savedIssuesPath(): string {
  return '/saved';
}
