import { LIMITS, UPLOADS } from '@shared/limits';
import { Link } from 'react-router-dom';

export function HowToPublishArticle() {
  const { cover, page } = UPLOADS;
  return (
    <>
      <p>
        Panelhouse Comics lets anyone publish a comic and lets everyone read it for free. A comic
        here is a <strong>book</strong> made of <strong>issues</strong>; you upload a book together
        with its first issue, then add further issues whenever they are ready. This guide walks
        through the upload page step by step.
      </p>
      <h2>1. Create your account</h2>
      <p>
        <Link to="/sign-up">Sign up</Link> with your name, a username (at least {LIMITS.usernameMin}{' '}
        characters) and an email address, or <Link to="/login">log in</Link>. Your username is how
        readers will find and credit you.
      </p>
      <h2>2. Prepare your files</h2>
      <ul>
        <li>
          <strong>Covers</strong> (one for the book, one for the issue): exactly {cover.width} ×{' '}
          {cover.height} pixels, at most {cover.maxSize}. {cover.hint}.
        </li>
        <li>
          <strong>Pages</strong>: JPEG, PNG or WebP, recommended {page.maxWidth} × {page.maxHeight}{' '}
          pixels. Pages may be smaller but not larger, and each may be at most {page.maxSize}.
        </li>
        <li>
          Export pages in reading order and name them so the order is obvious (01.png, 02.png …).
        </li>
      </ul>
      <h2>3. Describe the book</h2>
      <ul>
        <li>
          <strong>Book title</strong>: up to {LIMITS.titleMax} characters.
        </li>
        <li>
          <strong>Description</strong>: up to {LIMITS.descriptionMax} characters. The first{' '}
          {LIMITS.descriptionPreview} characters appear in search results, so lead with the hook.
        </li>
        <li>
          <strong>URL slug</strong>: filled in from the title as you type (for example{' '}
          <code>the-iron-lantern</code>). Edit it if you like: lowercase words and numbers separated
          by single hyphens, up to {LIMITS.slugMax} characters.
        </li>
        <li>
          <strong>Content rating</strong>: General, Teen or Mature. Pick honestly; readers filter by
          it.
        </li>
        <li>
          <strong>Genres</strong>: choose at least one, such as Superhero, Horror or Slice of Life.
        </li>
      </ul>
      <h2>4. Add the first issue</h2>
      <p>
        Give the issue a title and a description, choose its cover and drop in its pages. The pages
        appear as numbered thumbnails; drag them (or use the keyboard: space to lift, arrows to
        move, escape to cancel) until the order is right, and remove any page you picked by mistake.
      </p>
      <h2>5. Credit your team</h2>
      <p>
        You are credited first. Search for collaborators by username and give each their primary
        roles: writer, artist, penciller, inker, colorist, letterer, editor or cover artist. See{' '}
        <Link to="/articles/the-8-roles-needed-to-create-comic-book">
          the 8 roles needed to create a comic book
        </Link>
        .
      </p>
      <h2>6. Upload</h2>
      <p>
        Press upload and keep the page open while the progress bar fills; large issues can take a
        while. When it finishes you land on your book&apos;s details page, ready to share. Next
        time, read{' '}
        <Link to="/articles/how-to-add-a-new-issue-to-my-comic-book">how to add a new issue</Link>.
      </p>
    </>
  );
}
