import { Link } from 'react-router-dom';

const ROLE_TEXT: { role: string; text: string }[] = [
  {
    role: 'Editor',
    text: 'Keeps the project on course: schedules, continuity, feedback on script and art, and the final say on what ships.',
  },
  {
    role: 'Writer',
    text: 'Creates the story and the script: plot, panel descriptions, dialogue and captions for every page.',
  },
  {
    role: 'Artist',
    text: 'Turns the script into pictures. On small teams one artist pencils, inks and colors; on larger ones the work is split.',
  },
  {
    role: 'Penciller',
    text: 'Lays out each page and draws the panels in pencil: composition, acting, perspective and storytelling flow.',
  },
  {
    role: 'Inker',
    text: 'Goes over the pencils with ink, adding weight, texture and shadow so the line art is clean and ready for color.',
  },
  {
    role: 'Colorist',
    text: 'Adds color, lighting and mood, guiding the reader\u2019s eye through each panel.',
  },
  {
    role: 'Letterer',
    text: 'Places balloons, captions and sound effects; good lettering is invisible until it is missing.',
  },
  {
    role: 'Cover artist',
    text: 'Paints the cover that sells the issue in one image, often a different artist from the interiors.',
  },
];

export function EightRolesArticle() {
  return (
    <>
      <p>
        Comics look like the work of one pair of hands, but most are made by a team. Knowing the
        eight roles helps you plan your own book, find collaborators, and credit everyone properly
        when you upload.
      </p>
      <dl className="roles-list">
        {ROLE_TEXT.map(({ role, text }, index) => (
          <div key={role}>
            <dt>
              {index + 1}. {role}
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <h2>Crediting on Panelhouse</h2>
      <p>
        When you upload an issue, add each collaborator by username and tick their primary roles.
        Pick only the roles a person actually did: a penciller who also inked gets both, a writer
        who gave notes on the art does not become an artist. Credits appear on the issue&apos;s
        details page and on each contributor&apos;s profile under <em>Accredited</em>. Only the
        uploader can change credits later.
      </p>
      <p>
        Ready? Read{' '}
        <Link to="/articles/how-to-publish-your-comic-book-online">
          how to publish your comic book online
        </Link>
        .
      </p>
    </>
  );
}
