import { graphql } from '../../../gql';

export const SEARCH_QUERY = graphql(`
  query Search($input: SearchInput!) {
    search(input: $input) {
      type
      totalCount
      page
      limit
      books {
        id
        title
        urlSlug
        description
        status
        contentRating
        issueCount
        totalPages
        dateCreated
        ...BookReactionCounts
        cover {
          url
          srcset
          width
          height
        }
        publisher {
          id
          username
        }
      }
      issues {
        id
        issueNumber
        title
        description
        pageCount
        dateCreated
        ...IssueReactionCounts
        cover {
          url
          srcset
          width
          height
        }
        publisher {
          id
          username
        }
        book {
          id
          title
          urlSlug
          status
          contentRating
          issueCount
        }
      }
      users {
        ...UserCard
      }
    }
  }
`);
