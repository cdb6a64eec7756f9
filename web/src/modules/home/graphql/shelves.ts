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

/** Featured: books moderators feature, newest featured first. */
export const FEATURED_SHELF_QUERY = graphql(`
  query FeaturedShelf($first: Int) {
    featuredBooks(first: $first) {
      id
      title
      urlSlug
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
