import { graphql } from '../../../gql';

export const NEW_ISSUES_SHELF_QUERY = graphql(`
  query NewIssuesShelf($first: Int) {
    newIssues(first: $first) {
      id
      title
      issueNumber
      dateCreated
      ...IssueReactionCounts
      cover {
        ...WorkCover
      }
      book {
        id
        title
        urlSlug
      }
      publisher {
        id
        username
      }
    }
  }
`);

export const POPULAR_SHELF_QUERY = graphql(`
  query PopularShelf($first: Int) {
    popularBooks(first: $first) {
      id
      title
      urlSlug
      ...BookReactionCounts
      cover {
        ...WorkCover
      }
      publisher {
        id
        username
      }
    }
  }
`);
