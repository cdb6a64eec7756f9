import { graphql } from '../../../gql';

export const MODERATION_QUEUE_QUERY = graphql(`
  query ModerationQueue($first: Int, $after: String) {
    moderationQueue(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        targetType
        targetId
        reportCount
        reasons
        texts
        latestAt
        target {
          type
          id
          title
          state
          affectedUsername
          bookId
          bookTitle
          bookSlug
          issueNumber
          issueTitle
          text
          coverUrl
        }
        appeal {
          id
          text
          decision {
            id
            action
            reason
          }
        }
      }
    }
  }
`);

export const MODERATE_MUTATION = graphql(`
  mutation Moderate(
    $targetType: ReportTarget!
    $targetId: Int!
    $action: QueueAction!
    $reason: String!
  ) {
    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason) {
      id
      action
    }
  }
`);

export const MODERATION_LOG_QUERY = graphql(`
  query ModerationLog($first: Int, $after: String) {
    moderationLog(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        action
        targetType
        targetId
        targetTitle
        reason
        dateCreated
        moderator {
          id
          username
        }
      }
    }
  }
`);

export const GRANT_MODERATOR_MUTATION = graphql(`
  mutation GrantModerator($userId: Int!) {
    grantModerator(userId: $userId) {
      id
      role
    }
  }
`);

export const REVOKE_MODERATOR_MUTATION = graphql(`
  mutation RevokeModerator($userId: Int!) {
    revokeModerator(userId: $userId) {
      id
      role
    }
  }
`);

export const REPORT_MUTATION = graphql(`
  mutation Report(
    $targetType: ReportTarget!
    $targetId: Int!
    $reason: ReportReason!
    $text: String
  ) {
    report(targetType: $targetType, targetId: $targetId, reason: $reason, text: $text) {
      id
      open
    }
  }
`);

export const APPEAL_LINK_DECISION_QUERY = graphql(`
  query AppealLinkDecision($token: String!) {
    appealLinkDecision(token: $token) {
      action
      targetType
      targetTitle
      reason
      dateCreated
      appealed
    }
  }
`);

export const APPEAL_WITH_LINK_MUTATION = graphql(`
  mutation AppealWithLink($token: String!, $text: String!) {
    appealWithLink(token: $token, text: $text) {
      id
    }
  }
`);
