import { graphql } from '../../../gql';

/** Checks a .cbz/.zip on the server and returns its page order and ComicInfo.xml details (stores nothing). */
export const INSPECT_ARCHIVE_MUTATION = graphql(`
  mutation InspectArchive($archive: Upload!) {
    inspectArchive(archive: $archive) {
      title
      description
      pageNames
      credits {
        userId
        username
        roles
      }
      unresolvedCredits {
        name
        role
      }
    }
  }
`);
