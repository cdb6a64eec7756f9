import { graphql } from '../../../gql';

/** The bell's number: one cheap count (polled once a minute and on focus). */
export const UNREAD_NOTIFICATION_COUNT_QUERY = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NOTIFICATIONS_QUERY = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          kind
          createdAt
          read
          link
          actor {
            id
            username
          }
          subject {
            bookId
            bookTitle
            issueNumber
            issueTitle
            creatorUsername
          }
          data {
            excerpt
            action
            reason
            targetType
            targetTitle
            count
          }
        }
      }
    }
  }
`);

export const MARK_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkNotificationsRead($ids: [Int!]!) {
    markNotificationsRead(ids: $ids) {
      marked
      unreadCount
    }
  }
`);

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      marked
      unreadCount
    }
  }
`);

export const NOTIFICATION_PREFERENCES_QUERY = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      kind
      email
    }
  }
`);

export const UPDATE_NOTIFICATION_PREFERENCES_MUTATION = graphql(`
  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      kind
      email
    }
  }
`);
