import { escapeHtml } from '../../shared/escape';
import type { MailMessage } from '../mail/mailer';

/** The notice to a webhook's owner that it was disabled after repeated failures. */
export function webhookDisabledMail(options: {
  to: string;
  webhook: { id: number; url: string; disabledReason: string | null };
}): MailMessage {
  const { webhook } = options;
  const reason = webhook.disabledReason ?? 'its deliveries kept failing';
  const enable = `updateWebhook(id: ${webhook.id}, input: { active: true })`;
  return {
    to: options.to,
    subject: 'Your webhook was disabled',
    text: [
      'Panelhouse Comics stopped sending events to one of your webhooks:',
      '',
      webhook.url,
      '',
      `Why: ${reason}.`,
      '',
      'Events that happen while it is disabled are recorded in its delivery log as failed; ' +
        'nothing is sent. Once the receiver answers again, re-enable the webhook with the ' +
        `GraphQL mutation ${enable} and resend what it missed with redeliverWebhook.`,
    ].join('\n'),
    html: [
      '<p>Panelhouse Comics stopped sending events to one of your webhooks:</p>',
      `<p><code>${escapeHtml(webhook.url)}</code></p>`,
      `<p>Why: ${escapeHtml(reason)}.</p>`,
      '<p>Events that happen while it is disabled are recorded in its delivery log as failed; ' +
        'nothing is sent. Once the receiver answers again, re-enable the webhook with the ' +
        `GraphQL mutation <code>${escapeHtml(enable)}</code> and resend what it missed with ` +
        '<code>redeliverWebhook</code>.</p>',
    ].join('\n'),
  };
}
