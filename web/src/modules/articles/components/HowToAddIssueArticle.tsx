import { LIMITS, UPLOADS } from '@shared/limits';
import { Link } from 'react-router-dom';

export function HowToAddIssueArticle() {
  return (
    <>
      <p>
        Your book is live and readers want more. New issues are added to the book you already
        published, so readers who bookmarked it and subscribers who follow you find the next chapter
        in the same place.
      </p>
      <h2>Before you start</h2>
      <ul>
        <li>
          Log in with the account that uploaded the book&apos;s first issue. Only that account can
          add issues.
        </li>
        <li>
          Have the issue cover ready at exactly {UPLOADS.cover.width} × {UPLOADS.cover.height}{' '}
          pixels (up to {UPLOADS.cover.maxSize}) and the pages no larger than{' '}
          {UPLOADS.page.maxWidth} × {UPLOADS.page.maxHeight} pixels and {UPLOADS.page.maxSize} each.
        </li>
      </ul>
      <h2>Step by step</h2>
      <ol>
        <li>
          Open your profile from the menu at the top right and go to <em>Works</em>, or open the
          book&apos;s details page.
        </li>
        <li>
          On the book&apos;s details page, press <strong>Add Issue</strong>. It is only shown to the
          book&apos;s owner.
        </li>
        <li>
          Enter the issue title (up to {LIMITS.titleMax} characters) and a description (up to{' '}
          {LIMITS.descriptionMax} characters). The issue number is given automatically.
        </li>
        <li>
          Choose the cover and add the pages. New pages are added to the front of the list; drag
          them into order.
        </li>
        <li>
          Review the work credits. They start from the previous issue&apos;s team, so you only
          change what is new.
        </li>
        <li>
          Upload and wait for the progress bar. You are taken to the new issue&apos;s details page
          when it finishes.
        </li>
      </ol>
      <h2>Fixing mistakes</h2>
      <p>
        Use <strong>Edit</strong> on the issue to change its title, description, cover, pages or
        credits. Only the most recent issue of a book can be deleted, so the numbering never has
        gaps.
      </p>
      <p>
        New to publishing? Start with{' '}
        <Link to="/articles/how-to-publish-your-comic-book-online">
          how to publish your comic book online
        </Link>
        .
      </p>
    </>
  );
}
