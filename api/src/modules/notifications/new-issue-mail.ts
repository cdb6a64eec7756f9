import type { MailMessage } from '../mail/mailer';
import type { Issue } from '../issues/issue.entity';
import { escapeHtml } from '../../shared/escape';
import { siteUrl } from '../../shared/site-urls';

/** Links in mails and feeds: the reader page of an issue (a web route). */
export function issueReaderUrl(publicUrl: string, issue: Issue): string {
  return siteUrl.reader(publicUrl, issue.book.urlSlug, issue.book.id, issue.issueNumber);
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return siteUrl.unsubscribe(publicUrl, token);
}

/** The new-issue email to one subscriber. Needs issue.book and issue.book.publisher loaded. */
export function newIssueMail(options: {
  to: string;
  issue: Issue;
  publicUrl: string;
  unsubscribeToken: string;
}): MailMessage & {
  headers: Record<string, string>;
} {
  const { issue, publicUrl } = options;
  const creator = issue.book.publisher.username;
  const read = issueReaderUrl(publicUrl, issue);
  const unsubscribe = unsubscribeUrl(publicUrl, options.unsubscribeToken);
  const heading = `${issue.book.title} #${issue.issueNumber}: ${issue.title}`;
  return {
    to: options.to,
    subject: `New issue from ${creator}: ${heading}`,
    text: [
      `${creator} just published a new issue on Panelhouse Comics.`,
      '',
      heading,
      issue.description,
      '',
      `Read it now: ${read}`,
      '',
      `You get this email because you subscribe to ${creator}. Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(creator)} just published a new issue on Panelhouse Comics.</p>`,
      `<h2>${escapeHtml(heading)}</h2>`,
      `<p>${escapeHtml(issue.description)}</p>`,
      `<p><a href="${escapeHtml(read)}">Read it now</a></p>`,
      `<p style="font-size:small">You get this email because you subscribe to ${escapeHtml(creator)}. ` +
        `<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
