/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccessTokenRow on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n    isActive\n  }\n": typeof types.AccessTokenRowFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenRow\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenRow\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenRow\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation LogOutEverywhere {\n    logOutEverywhere\n  }\n": typeof types.LogOutEverywhereDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfilePhotosDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  fragment CommentItem on Comment {\n    id\n    parentId\n    state\n    body\n    spoiler\n    pageNumber\n    edited\n    pinned\n    likeCount\n    replyCount\n    viewerHasLiked\n    dateCreated\n    author {\n      id\n      username\n      photoUrl\n    }\n    segments {\n      kind\n      text\n      url\n      username\n    }\n    # viewerCan is not normalised: every document asks for all of it.\n    viewerCan {\n      edit\n      delete\n      hide\n      pin\n      like\n      reply\n      blockAuthor\n    }\n  }\n": typeof types.CommentItemFragmentDoc,
    "\n  query IssueComments(\n    $bookId: Int!\n    $issueNumber: Int!\n    $after: String\n    $sort: CommentSort\n    $pageNumber: Int\n  ) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pageCount\n      commentCount\n      commentsOpen\n      viewerCanComment\n      # viewerCan is not normalised: every document asks for all of it.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      comments(first: 10, after: $after, sort: $sort, pageNumber: $pageNumber) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n          replies(first: 2) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              ...CommentItem\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.IssueCommentsDocument,
    "\n  query CommentReplies($id: Int!, $first: Int, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n        }\n      }\n    }\n  }\n": typeof types.CommentRepliesDocument,
    "\n  query CommentedPages($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      commentedPages {\n        pageNumber\n        count\n      }\n    }\n  }\n": typeof types.CommentedPagesDocument,
    "\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentItem\n    }\n  }\n": typeof types.PostCommentDocument,
    "\n  mutation EditComment($input: EditCommentInput!) {\n    editComment(input: $input) {\n      ...CommentItem\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: Int!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: Int!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  mutation HideComment($id: Int!) {\n    hideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": typeof types.HideCommentDocument,
    "\n  mutation UnhideComment($id: Int!) {\n    unhideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": typeof types.UnhideCommentDocument,
    "\n  mutation PinComment($id: Int!) {\n    pinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n": typeof types.PinCommentDocument,
    "\n  mutation UnpinComment($id: Int!) {\n    unpinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n": typeof types.UnpinCommentDocument,
    "\n  mutation BlockUser($userId: Int!) {\n    blockUser(userId: $userId) {\n      id\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation SetBookComments($bookId: Int!, $enabled: Boolean!) {\n    setBookComments(bookId: $bookId, enabled: $enabled) {\n      id\n      commentsEnabled\n    }\n  }\n": typeof types.SetBookCommentsDocument,
    "\n  query BlockedUsers($after: String) {\n    blockedUsers(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        username\n      }\n    }\n  }\n": typeof types.BlockedUsersDocument,
    "\n  mutation UnblockUser($userId: Int!) {\n    unblockUser(userId: $userId) {\n      id\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  query NewIssuesShelf($first: Int) {\n    newIssues(first: $first) {\n      id\n      title\n      issueNumber\n      dateCreated\n      ...IssueReactionCounts\n      cover {\n        ...WorkCover\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": typeof types.NewIssuesShelfDocument,
    "\n  query PopularShelf($first: Int) {\n    popularBooks(first: $first) {\n      id\n      title\n      urlSlug\n      ...BookReactionCounts\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": typeof types.PopularShelfDocument,
    "\n  query FeaturedShelf($first: Int) {\n    featuredBooks(first: $first) {\n      id\n      title\n      urlSlug\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": typeof types.FeaturedShelfDocument,
    "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        targetType\n        targetId\n        reportCount\n        reasons\n        texts\n        latestAt\n        target {\n          type\n          id\n          title\n          state\n          affectedUsername\n          bookId\n          bookTitle\n          bookSlug\n          issueNumber\n          issueTitle\n          text\n          coverUrl\n        }\n        appeal {\n          id\n          text\n          decision {\n            id\n            action\n            reason\n          }\n        }\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation Moderate(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $action: QueueAction!\n    $reason: String!\n  ) {\n    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason) {\n      id\n      action\n    }\n  }\n": typeof types.ModerateDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        targetTitle\n        reason\n        dateCreated\n        moderator {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  mutation GrantModerator($userId: Int!) {\n    grantModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n": typeof types.GrantModeratorDocument,
    "\n  mutation RevokeModerator($userId: Int!) {\n    revokeModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n": typeof types.RevokeModeratorDocument,
    "\n  mutation Report(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $reason: ReportReason!\n    $text: String\n  ) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, text: $text) {\n      id\n      open\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query AppealLinkDecision($token: String!) {\n    appealLinkDecision(token: $token) {\n      action\n      targetType\n      targetTitle\n      reason\n      dateCreated\n      appealed\n    }\n  }\n": typeof types.AppealLinkDecisionDocument,
    "\n  mutation AppealWithLink($token: String!, $text: String!) {\n    appealWithLink(token: $token, text: $text) {\n      id\n    }\n  }\n": typeof types.AppealWithLinkDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          createdAt\n          read\n          link\n          actor {\n            id\n            username\n          }\n          subject {\n            bookId\n            bookTitle\n            issueNumber\n            issueTitle\n            creatorUsername\n          }\n          data {\n            excerpt\n            action\n            reason\n            targetType\n            targetTitle\n            count\n          }\n        }\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      email\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      kind\n      email\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  fragment GridBook on Book {\n    id\n    title\n    urlSlug\n    dateCreated\n    likeCount\n    ratingAverage\n    ratingCount\n    cover {\n      url\n      srcset\n      width\n      height\n    }\n  }\n": typeof types.GridBookFragmentDoc,
    "\n  query UserBooks($userId: Int!, $page: Int!, $limit: Int!) {\n    userBooks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n": typeof types.UserBooksDocument,
    "\n  query UserIssues($userId: Int!, $page: Int!, $limit: Int!) {\n    userIssues(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        issueNumber\n        title\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n": typeof types.UserIssuesDocument,
    "\n  query AccreditedWorks($userId: Int!) {\n    accreditedWorks(userId: $userId) {\n      role\n      count\n      issues {\n        id\n        issueNumber\n        title\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n": typeof types.AccreditedWorksDocument,
    "\n  query UserBookmarks($userId: Int!, $page: Int!, $limit: Int!) {\n    bookmarks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n": typeof types.UserBookmarksDocument,
    "\n  query UserSubscribers($userId: Int!, $page: Int!, $limit: Int!) {\n    subscribers(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n": typeof types.UserSubscribersDocument,
    "\n  query UserSubscriptions($userId: Int!, $page: Int!, $limit: Int!) {\n    subscriptions(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n": typeof types.UserSubscriptionsDocument,
    "\n  fragment UserCard on User {\n    id\n    username\n    photoUrl\n    subscriberCount\n  }\n": typeof types.UserCardFragmentDoc,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n      subscriberCount\n      subscriptionCount\n      viewerIsSubscribed\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  mutation Subscribe($userId: Int!) {\n    subscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  mutation Unsubscribe($userId: Int!) {\n    unsubscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  query ContinueReading($first: Int) {\n    continueReading(first: $first) {\n      nodes {\n        page\n        pageCount\n        issueNumber\n        updatedAt\n        issue {\n          id\n          title\n        }\n        book {\n          id\n          title\n          urlSlug\n          cover {\n            ...WorkCover\n          }\n        }\n      }\n    }\n  }\n": typeof types.ContinueReadingDocument,
    "\n  query BookProgress($id: Int!) {\n    book(id: $id) {\n      id\n      viewerProgress {\n        page\n        issueNumber\n      }\n    }\n  }\n": typeof types.BookProgressDocument,
    "\n  query IssueProgress($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerProgress {\n        page\n        furthestPage\n      }\n    }\n  }\n": typeof types.IssueProgressDocument,
    "\n  mutation RecordReadingProgress($issueId: Int!, $page: Int!, $furthestPage: Int) {\n    recordReadingProgress(issueId: $issueId, page: $page, furthestPage: $furthestPage) {\n      page\n      furthestPage\n    }\n  }\n": typeof types.RecordReadingProgressDocument,
    "\n  mutation MergeReadingProgress($entries: [ReadingProgressEntryInput!]!) {\n    mergeReadingProgress(entries: $entries) {\n      merged\n      skipped\n    }\n  }\n": typeof types.MergeReadingProgressDocument,
    "\n  mutation ClearReadingHistory {\n    clearReadingHistory\n  }\n": typeof types.ClearReadingHistoryDocument,
    "\n  query Following($first: Int, $after: String) {\n    following(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          unread\n          issue {\n            id\n            issueNumber\n            title\n            dateCreated\n            cover {\n              ...WorkCover\n            }\n            publisher {\n              id\n              username\n            }\n            book {\n              id\n              title\n              urlSlug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  query FollowingFeedLink {\n    followingFeedLink {\n      createdAt\n      url\n    }\n  }\n": typeof types.FollowingFeedLinkDocument,
    "\n  mutation RotateFollowingFeedUrl {\n    rotateFollowingFeedUrl {\n      createdAt\n      url\n    }\n  }\n": typeof types.RotateFollowingFeedUrlDocument,
    "\n  fragment BookReactionCounts on Book {\n    likeCount\n    ratingCount\n    ratingAverage\n  }\n": typeof types.BookReactionCountsFragmentDoc,
    "\n  fragment IssueReactionCounts on Issue {\n    likeCount\n    readCount\n    commentCount\n  }\n": typeof types.IssueReactionCountsFragmentDoc,
    "\n  fragment IssueLikeState on Issue {\n    id\n    likeCount\n    viewerHasLiked\n    viewerCanLike\n  }\n": typeof types.IssueLikeStateFragmentDoc,
    "\n  fragment BookRatingState on Book {\n    id\n    likeCount\n    ratingCount\n    ratingAverage\n    viewerRating\n    viewerCanRate\n  }\n": typeof types.BookRatingStateFragmentDoc,
    "\n  query IssueLikes($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLikeState\n    }\n  }\n": typeof types.IssueLikesDocument,
    "\n  query BookRating($id: Int!) {\n    book(id: $id) {\n      ...BookRatingState\n    }\n  }\n": typeof types.BookRatingDocument,
    "\n  mutation LikeIssue($issueId: Int!) {\n    likeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n": typeof types.LikeIssueDocument,
    "\n  mutation UnlikeIssue($issueId: Int!) {\n    unlikeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n": typeof types.UnlikeIssueDocument,
    "\n  mutation RateBook($bookId: Int!, $rating: Int!) {\n    rateBook(bookId: $bookId, rating: $rating) {\n      ...BookRatingState\n    }\n  }\n": typeof types.RateBookDocument,
    "\n  mutation ClearBookRating($bookId: Int!) {\n    clearBookRating(bookId: $bookId) {\n      ...BookRatingState\n    }\n  }\n": typeof types.ClearBookRatingDocument,
    "\n  query ReaderIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n      }\n      # How double-page mode pairs the pages (set by the creator).\n      layout {\n        coverStandsAlone\n        pairOffset\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          isSpread\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        issueCount\n        viewerCan {\n          edit\n        }\n        viewerHasBookmarked\n        publisher {\n          id\n          username\n          viewerIsSubscribed\n        }\n      }\n    }\n  }\n": typeof types.ReaderIssueDocument,
    "\n  query ReaderNextIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      cover {\n        url\n        width\n        height\n      }\n      pages(first: 2) {\n        nodes {\n          id\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReaderNextIssueDocument,
    "\n  query ReaderAltTexts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n        }\n      }\n    }\n  }\n": typeof types.ReaderAltTextsDocument,
    "\n  query ReaderTranscripts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          transcript\n        }\n      }\n    }\n  }\n": typeof types.ReaderTranscriptsDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      type\n      totalCount\n      page\n      limit\n      books {\n        id\n        title\n        urlSlug\n        description\n        status\n        contentRating\n        issueCount\n        totalPages\n        dateCreated\n        ...BookReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n      }\n      issues {\n        id\n        issueNumber\n        title\n        description\n        pageCount\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n        book {\n          id\n          title\n          urlSlug\n          status\n          contentRating\n          issueCount\n        }\n      }\n      users {\n        ...UserCard\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  fragment StatsTotalsFields on StatsTotals {\n    views\n    uniqueReaders\n    completions\n    completionRate\n    likes\n    ratings\n    comments\n    subscribersGained\n    subscribersLost\n  }\n": typeof types.StatsTotalsFieldsFragmentDoc,
    "\n  fragment WorkStatsFields on WorkStats {\n    from\n    to\n    totals {\n      ...StatsTotalsFields\n    }\n    daily {\n      day\n      views\n      uniqueReaders\n      completions\n      likes\n      ratings\n      comments\n      subscribersGained\n      subscribersLost\n    }\n    referrers(first: 10) {\n      domain\n      views\n    }\n    sources {\n      source\n      views\n    }\n    dropOff {\n      page\n      readers\n      share\n    }\n    issues(first: $first, orderBy: VIEWS) {\n      ...StatsIssuePageFields\n    }\n  }\n": typeof types.WorkStatsFieldsFragmentDoc,
    "\n  fragment StatsIssuePageFields on IssueStatsConnection {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      issue {\n        id\n        title\n        issueNumber\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n      totals {\n        ...StatsTotalsFields\n      }\n    }\n  }\n": typeof types.StatsIssuePageFieldsFragmentDoc,
    "\n  query CreatorStats($range: StatsRangeInput!, $first: Int!) {\n    creatorStats(range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": typeof types.CreatorStatsDocument,
    "\n  query BookStats($bookId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    bookStats(bookId: $bookId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": typeof types.BookStatsDocument,
    "\n  query IssueStats($issueId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    issueStats(issueId: $issueId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": typeof types.IssueStatsDocument,
    "\n  query CreatorStatsIssues($range: StatsRangeInput!, $first: Int!, $after: String!) {\n    creatorStats(range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n": typeof types.CreatorStatsIssuesDocument,
    "\n  query BookStatsIssues($bookId: Int!, $range: StatsRangeInput!, $first: Int!, $after: String!) {\n    bookStats(bookId: $bookId, range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n": typeof types.BookStatsIssuesDocument,
    "\n      query CachedBook {\n        book(id: 3) {\n          id\n          title\n          issueCount\n          issues(first: 100) {\n            nodes {\n              id\n              issueNumber\n            }\n          }\n        }\n      }\n    ": typeof types.CachedBookDocument,
    "\n  mutation InspectArchive($archive: Upload!) {\n    inspectArchive(archive: $archive) {\n      title\n      description\n      pageNames\n      credits {\n        userId\n        username\n        roles\n      }\n      unresolvedCredits {\n        name\n        role\n      }\n    }\n  }\n": typeof types.InspectArchiveDocument,
    "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createBook(\n      input: $input\n      cover: $cover\n      issueCover: $issueCover\n      pages: $pages\n      archive: $archive\n    ) {\n      id\n      urlSlug\n    }\n  }\n": typeof types.CreateBookDocument,
    "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n": typeof types.EditableBookDocument,
    "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n": typeof types.UpdateBookDocument,
    "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n": typeof types.DeleteBookDocument,
    "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n": typeof types.CreditableUsersDocument,
    "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n": typeof types.PreviousIssueCreditsDocument,
    "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": typeof types.CreateIssueDocument,
    "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      releaseAt\n      isReleased\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          image {\n            url\n            width\n            height\n            originalName\n          }\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n": typeof types.EditableIssueDocument,
    "\n  query BookIssueCount($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n    }\n  }\n": typeof types.BookIssueCountDocument,
    "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": typeof types.UpdateIssueDocument,
    "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": typeof types.DeleteIssueDocument,
    "\n  fragment IssueLayoutFields on Issue {\n    id\n    layout {\n      coverStandsAlone\n      pairOffset\n    }\n    pages(first: 200) {\n      nodes {\n        id\n        pageNumber\n        isSpread\n        image {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n": typeof types.IssueLayoutFieldsFragmentDoc,
    "\n  query EditableIssueLayout($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLayoutFields\n    }\n  }\n": typeof types.EditableIssueLayoutDocument,
    "\n  mutation SetIssueLayout($issueId: Int!, $input: IssueLayoutInput!) {\n    setIssueLayout(issueId: $issueId, input: $input) {\n      ...IssueLayoutFields\n    }\n  }\n": typeof types.SetIssueLayoutDocument,
    "\n  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {\n    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {\n      id\n    }\n  }\n": typeof types.UpdatePageTextsDocument,
    "\n  query EditablePageTexts($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n          transcript\n        }\n      }\n    }\n  }\n": typeof types.EditablePageTextsDocument,
    "\n  fragment WorkCover on Image {\n    url\n    srcset\n    width\n    height\n  }\n": typeof types.WorkCoverFragmentDoc,
    "\n  query BookDetails($id: Int!) {\n    book(id: $id) {\n      id\n      title\n      urlSlug\n      description\n      status\n      contentRating\n      genres\n      issueCount\n      readCount\n      dateCreated\n      lastUpdated\n      # viewerCan is not normalised: every document asks for all of it, so that one answer\n      # never overwrites another's fields in the cache.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      viewerHasBookmarked\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      credits {\n        role\n        users {\n          id\n          username\n        }\n      }\n      issues(first: 100) {\n        nodes {\n          id\n          issueNumber\n          title\n          dateCreated\n          cbzUrl\n          isReleased\n          releaseAt\n          ...IssueReactionCounts\n          viewerCan {\n            edit\n            delete\n            addIssue\n          }\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.BookDetailsDocument,
    "\n  query IssueDetails($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      dateCreated\n      lastUpdated\n      pageCount\n      readCount\n      cbzUrl\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      creditsByRole {\n        role\n        users {\n          id\n          username\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        status\n        contentRating\n        genres\n        issueCount\n        viewerHasBookmarked\n      }\n    }\n  }\n": typeof types.IssueDetailsDocument,
    "\n  mutation AddBookmark($bookId: Int!) {\n    addBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($bookId: Int!) {\n    removeBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": typeof types.RemoveBookmarkDocument,
    "\n  mutation DeleteLatestIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": typeof types.DeleteLatestIssueDocument,
};
const documents: Documents = {
    "\n  fragment AccessTokenRow on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n    isActive\n  }\n": types.AccessTokenRowFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenRow\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenRow\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenRow\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  mutation LogOutEverywhere {\n    logOutEverywhere\n  }\n": types.LogOutEverywhereDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfilePhotosDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  fragment CommentItem on Comment {\n    id\n    parentId\n    state\n    body\n    spoiler\n    pageNumber\n    edited\n    pinned\n    likeCount\n    replyCount\n    viewerHasLiked\n    dateCreated\n    author {\n      id\n      username\n      photoUrl\n    }\n    segments {\n      kind\n      text\n      url\n      username\n    }\n    # viewerCan is not normalised: every document asks for all of it.\n    viewerCan {\n      edit\n      delete\n      hide\n      pin\n      like\n      reply\n      blockAuthor\n    }\n  }\n": types.CommentItemFragmentDoc,
    "\n  query IssueComments(\n    $bookId: Int!\n    $issueNumber: Int!\n    $after: String\n    $sort: CommentSort\n    $pageNumber: Int\n  ) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pageCount\n      commentCount\n      commentsOpen\n      viewerCanComment\n      # viewerCan is not normalised: every document asks for all of it.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      comments(first: 10, after: $after, sort: $sort, pageNumber: $pageNumber) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n          replies(first: 2) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              ...CommentItem\n            }\n          }\n        }\n      }\n    }\n  }\n": types.IssueCommentsDocument,
    "\n  query CommentReplies($id: Int!, $first: Int, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n        }\n      }\n    }\n  }\n": types.CommentRepliesDocument,
    "\n  query CommentedPages($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      commentedPages {\n        pageNumber\n        count\n      }\n    }\n  }\n": types.CommentedPagesDocument,
    "\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentItem\n    }\n  }\n": types.PostCommentDocument,
    "\n  mutation EditComment($input: EditCommentInput!) {\n    editComment(input: $input) {\n      ...CommentItem\n    }\n  }\n": types.EditCommentDocument,
    "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation LikeComment($id: Int!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: Int!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  mutation HideComment($id: Int!) {\n    hideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": types.HideCommentDocument,
    "\n  mutation UnhideComment($id: Int!) {\n    unhideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n": types.UnhideCommentDocument,
    "\n  mutation PinComment($id: Int!) {\n    pinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n": types.PinCommentDocument,
    "\n  mutation UnpinComment($id: Int!) {\n    unpinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n": types.UnpinCommentDocument,
    "\n  mutation BlockUser($userId: Int!) {\n    blockUser(userId: $userId) {\n      id\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation SetBookComments($bookId: Int!, $enabled: Boolean!) {\n    setBookComments(bookId: $bookId, enabled: $enabled) {\n      id\n      commentsEnabled\n    }\n  }\n": types.SetBookCommentsDocument,
    "\n  query BlockedUsers($after: String) {\n    blockedUsers(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        username\n      }\n    }\n  }\n": types.BlockedUsersDocument,
    "\n  mutation UnblockUser($userId: Int!) {\n    unblockUser(userId: $userId) {\n      id\n    }\n  }\n": types.UnblockUserDocument,
    "\n  query NewIssuesShelf($first: Int) {\n    newIssues(first: $first) {\n      id\n      title\n      issueNumber\n      dateCreated\n      ...IssueReactionCounts\n      cover {\n        ...WorkCover\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": types.NewIssuesShelfDocument,
    "\n  query PopularShelf($first: Int) {\n    popularBooks(first: $first) {\n      id\n      title\n      urlSlug\n      ...BookReactionCounts\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": types.PopularShelfDocument,
    "\n  query FeaturedShelf($first: Int) {\n    featuredBooks(first: $first) {\n      id\n      title\n      urlSlug\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n": types.FeaturedShelfDocument,
    "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        targetType\n        targetId\n        reportCount\n        reasons\n        texts\n        latestAt\n        target {\n          type\n          id\n          title\n          state\n          affectedUsername\n          bookId\n          bookTitle\n          bookSlug\n          issueNumber\n          issueTitle\n          text\n          coverUrl\n        }\n        appeal {\n          id\n          text\n          decision {\n            id\n            action\n            reason\n          }\n        }\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation Moderate(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $action: QueueAction!\n    $reason: String!\n  ) {\n    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason) {\n      id\n      action\n    }\n  }\n": types.ModerateDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        targetTitle\n        reason\n        dateCreated\n        moderator {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.ModerationLogDocument,
    "\n  mutation GrantModerator($userId: Int!) {\n    grantModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n": types.GrantModeratorDocument,
    "\n  mutation RevokeModerator($userId: Int!) {\n    revokeModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n": types.RevokeModeratorDocument,
    "\n  mutation Report(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $reason: ReportReason!\n    $text: String\n  ) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, text: $text) {\n      id\n      open\n    }\n  }\n": types.ReportDocument,
    "\n  query AppealLinkDecision($token: String!) {\n    appealLinkDecision(token: $token) {\n      action\n      targetType\n      targetTitle\n      reason\n      dateCreated\n      appealed\n    }\n  }\n": types.AppealLinkDecisionDocument,
    "\n  mutation AppealWithLink($token: String!, $text: String!) {\n    appealWithLink(token: $token, text: $text) {\n      id\n    }\n  }\n": types.AppealWithLinkDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          createdAt\n          read\n          link\n          actor {\n            id\n            username\n          }\n          subject {\n            bookId\n            bookTitle\n            issueNumber\n            issueTitle\n            creatorUsername\n          }\n          data {\n            excerpt\n            action\n            reason\n            targetType\n            targetTitle\n            count\n          }\n        }\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      email\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      kind\n      email\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  fragment GridBook on Book {\n    id\n    title\n    urlSlug\n    dateCreated\n    likeCount\n    ratingAverage\n    ratingCount\n    cover {\n      url\n      srcset\n      width\n      height\n    }\n  }\n": types.GridBookFragmentDoc,
    "\n  query UserBooks($userId: Int!, $page: Int!, $limit: Int!) {\n    userBooks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n": types.UserBooksDocument,
    "\n  query UserIssues($userId: Int!, $page: Int!, $limit: Int!) {\n    userIssues(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        issueNumber\n        title\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n": types.UserIssuesDocument,
    "\n  query AccreditedWorks($userId: Int!) {\n    accreditedWorks(userId: $userId) {\n      role\n      count\n      issues {\n        id\n        issueNumber\n        title\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n": types.AccreditedWorksDocument,
    "\n  query UserBookmarks($userId: Int!, $page: Int!, $limit: Int!) {\n    bookmarks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n": types.UserBookmarksDocument,
    "\n  query UserSubscribers($userId: Int!, $page: Int!, $limit: Int!) {\n    subscribers(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n": types.UserSubscribersDocument,
    "\n  query UserSubscriptions($userId: Int!, $page: Int!, $limit: Int!) {\n    subscriptions(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n": types.UserSubscriptionsDocument,
    "\n  fragment UserCard on User {\n    id\n    username\n    photoUrl\n    subscriberCount\n  }\n": types.UserCardFragmentDoc,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n      subscriberCount\n      subscriptionCount\n      viewerIsSubscribed\n    }\n  }\n": types.UserProfileDocument,
    "\n  mutation Subscribe($userId: Int!) {\n    subscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n": types.SubscribeDocument,
    "\n  mutation Unsubscribe($userId: Int!) {\n    unsubscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  query ContinueReading($first: Int) {\n    continueReading(first: $first) {\n      nodes {\n        page\n        pageCount\n        issueNumber\n        updatedAt\n        issue {\n          id\n          title\n        }\n        book {\n          id\n          title\n          urlSlug\n          cover {\n            ...WorkCover\n          }\n        }\n      }\n    }\n  }\n": types.ContinueReadingDocument,
    "\n  query BookProgress($id: Int!) {\n    book(id: $id) {\n      id\n      viewerProgress {\n        page\n        issueNumber\n      }\n    }\n  }\n": types.BookProgressDocument,
    "\n  query IssueProgress($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerProgress {\n        page\n        furthestPage\n      }\n    }\n  }\n": types.IssueProgressDocument,
    "\n  mutation RecordReadingProgress($issueId: Int!, $page: Int!, $furthestPage: Int) {\n    recordReadingProgress(issueId: $issueId, page: $page, furthestPage: $furthestPage) {\n      page\n      furthestPage\n    }\n  }\n": types.RecordReadingProgressDocument,
    "\n  mutation MergeReadingProgress($entries: [ReadingProgressEntryInput!]!) {\n    mergeReadingProgress(entries: $entries) {\n      merged\n      skipped\n    }\n  }\n": types.MergeReadingProgressDocument,
    "\n  mutation ClearReadingHistory {\n    clearReadingHistory\n  }\n": types.ClearReadingHistoryDocument,
    "\n  query Following($first: Int, $after: String) {\n    following(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          unread\n          issue {\n            id\n            issueNumber\n            title\n            dateCreated\n            cover {\n              ...WorkCover\n            }\n            publisher {\n              id\n              username\n            }\n            book {\n              id\n              title\n              urlSlug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FollowingDocument,
    "\n  query FollowingFeedLink {\n    followingFeedLink {\n      createdAt\n      url\n    }\n  }\n": types.FollowingFeedLinkDocument,
    "\n  mutation RotateFollowingFeedUrl {\n    rotateFollowingFeedUrl {\n      createdAt\n      url\n    }\n  }\n": types.RotateFollowingFeedUrlDocument,
    "\n  fragment BookReactionCounts on Book {\n    likeCount\n    ratingCount\n    ratingAverage\n  }\n": types.BookReactionCountsFragmentDoc,
    "\n  fragment IssueReactionCounts on Issue {\n    likeCount\n    readCount\n    commentCount\n  }\n": types.IssueReactionCountsFragmentDoc,
    "\n  fragment IssueLikeState on Issue {\n    id\n    likeCount\n    viewerHasLiked\n    viewerCanLike\n  }\n": types.IssueLikeStateFragmentDoc,
    "\n  fragment BookRatingState on Book {\n    id\n    likeCount\n    ratingCount\n    ratingAverage\n    viewerRating\n    viewerCanRate\n  }\n": types.BookRatingStateFragmentDoc,
    "\n  query IssueLikes($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLikeState\n    }\n  }\n": types.IssueLikesDocument,
    "\n  query BookRating($id: Int!) {\n    book(id: $id) {\n      ...BookRatingState\n    }\n  }\n": types.BookRatingDocument,
    "\n  mutation LikeIssue($issueId: Int!) {\n    likeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n": types.LikeIssueDocument,
    "\n  mutation UnlikeIssue($issueId: Int!) {\n    unlikeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n": types.UnlikeIssueDocument,
    "\n  mutation RateBook($bookId: Int!, $rating: Int!) {\n    rateBook(bookId: $bookId, rating: $rating) {\n      ...BookRatingState\n    }\n  }\n": types.RateBookDocument,
    "\n  mutation ClearBookRating($bookId: Int!) {\n    clearBookRating(bookId: $bookId) {\n      ...BookRatingState\n    }\n  }\n": types.ClearBookRatingDocument,
    "\n  query ReaderIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n      }\n      # How double-page mode pairs the pages (set by the creator).\n      layout {\n        coverStandsAlone\n        pairOffset\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          isSpread\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        issueCount\n        viewerCan {\n          edit\n        }\n        viewerHasBookmarked\n        publisher {\n          id\n          username\n          viewerIsSubscribed\n        }\n      }\n    }\n  }\n": types.ReaderIssueDocument,
    "\n  query ReaderNextIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      cover {\n        url\n        width\n        height\n      }\n      pages(first: 2) {\n        nodes {\n          id\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": types.ReaderNextIssueDocument,
    "\n  query ReaderAltTexts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n        }\n      }\n    }\n  }\n": types.ReaderAltTextsDocument,
    "\n  query ReaderTranscripts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          transcript\n        }\n      }\n    }\n  }\n": types.ReaderTranscriptsDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      type\n      totalCount\n      page\n      limit\n      books {\n        id\n        title\n        urlSlug\n        description\n        status\n        contentRating\n        issueCount\n        totalPages\n        dateCreated\n        ...BookReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n      }\n      issues {\n        id\n        issueNumber\n        title\n        description\n        pageCount\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n        book {\n          id\n          title\n          urlSlug\n          status\n          contentRating\n          issueCount\n        }\n      }\n      users {\n        ...UserCard\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  fragment StatsTotalsFields on StatsTotals {\n    views\n    uniqueReaders\n    completions\n    completionRate\n    likes\n    ratings\n    comments\n    subscribersGained\n    subscribersLost\n  }\n": types.StatsTotalsFieldsFragmentDoc,
    "\n  fragment WorkStatsFields on WorkStats {\n    from\n    to\n    totals {\n      ...StatsTotalsFields\n    }\n    daily {\n      day\n      views\n      uniqueReaders\n      completions\n      likes\n      ratings\n      comments\n      subscribersGained\n      subscribersLost\n    }\n    referrers(first: 10) {\n      domain\n      views\n    }\n    sources {\n      source\n      views\n    }\n    dropOff {\n      page\n      readers\n      share\n    }\n    issues(first: $first, orderBy: VIEWS) {\n      ...StatsIssuePageFields\n    }\n  }\n": types.WorkStatsFieldsFragmentDoc,
    "\n  fragment StatsIssuePageFields on IssueStatsConnection {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      issue {\n        id\n        title\n        issueNumber\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n      totals {\n        ...StatsTotalsFields\n      }\n    }\n  }\n": types.StatsIssuePageFieldsFragmentDoc,
    "\n  query CreatorStats($range: StatsRangeInput!, $first: Int!) {\n    creatorStats(range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": types.CreatorStatsDocument,
    "\n  query BookStats($bookId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    bookStats(bookId: $bookId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": types.BookStatsDocument,
    "\n  query IssueStats($issueId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    issueStats(issueId: $issueId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n": types.IssueStatsDocument,
    "\n  query CreatorStatsIssues($range: StatsRangeInput!, $first: Int!, $after: String!) {\n    creatorStats(range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n": types.CreatorStatsIssuesDocument,
    "\n  query BookStatsIssues($bookId: Int!, $range: StatsRangeInput!, $first: Int!, $after: String!) {\n    bookStats(bookId: $bookId, range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n": types.BookStatsIssuesDocument,
    "\n      query CachedBook {\n        book(id: 3) {\n          id\n          title\n          issueCount\n          issues(first: 100) {\n            nodes {\n              id\n              issueNumber\n            }\n          }\n        }\n      }\n    ": types.CachedBookDocument,
    "\n  mutation InspectArchive($archive: Upload!) {\n    inspectArchive(archive: $archive) {\n      title\n      description\n      pageNames\n      credits {\n        userId\n        username\n        roles\n      }\n      unresolvedCredits {\n        name\n        role\n      }\n    }\n  }\n": types.InspectArchiveDocument,
    "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createBook(\n      input: $input\n      cover: $cover\n      issueCover: $issueCover\n      pages: $pages\n      archive: $archive\n    ) {\n      id\n      urlSlug\n    }\n  }\n": types.CreateBookDocument,
    "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n": types.EditableBookDocument,
    "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n": types.UpdateBookDocument,
    "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n": types.DeleteBookDocument,
    "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n": types.CreditableUsersDocument,
    "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n": types.PreviousIssueCreditsDocument,
    "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": types.CreateIssueDocument,
    "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      releaseAt\n      isReleased\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          image {\n            url\n            width\n            height\n            originalName\n          }\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n": types.EditableIssueDocument,
    "\n  query BookIssueCount($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n    }\n  }\n": types.BookIssueCountDocument,
    "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": types.UpdateIssueDocument,
    "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": types.DeleteIssueDocument,
    "\n  fragment IssueLayoutFields on Issue {\n    id\n    layout {\n      coverStandsAlone\n      pairOffset\n    }\n    pages(first: 200) {\n      nodes {\n        id\n        pageNumber\n        isSpread\n        image {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n": types.IssueLayoutFieldsFragmentDoc,
    "\n  query EditableIssueLayout($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLayoutFields\n    }\n  }\n": types.EditableIssueLayoutDocument,
    "\n  mutation SetIssueLayout($issueId: Int!, $input: IssueLayoutInput!) {\n    setIssueLayout(issueId: $issueId, input: $input) {\n      ...IssueLayoutFields\n    }\n  }\n": types.SetIssueLayoutDocument,
    "\n  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {\n    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {\n      id\n    }\n  }\n": types.UpdatePageTextsDocument,
    "\n  query EditablePageTexts($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n          transcript\n        }\n      }\n    }\n  }\n": types.EditablePageTextsDocument,
    "\n  fragment WorkCover on Image {\n    url\n    srcset\n    width\n    height\n  }\n": types.WorkCoverFragmentDoc,
    "\n  query BookDetails($id: Int!) {\n    book(id: $id) {\n      id\n      title\n      urlSlug\n      description\n      status\n      contentRating\n      genres\n      issueCount\n      readCount\n      dateCreated\n      lastUpdated\n      # viewerCan is not normalised: every document asks for all of it, so that one answer\n      # never overwrites another's fields in the cache.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      viewerHasBookmarked\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      credits {\n        role\n        users {\n          id\n          username\n        }\n      }\n      issues(first: 100) {\n        nodes {\n          id\n          issueNumber\n          title\n          dateCreated\n          cbzUrl\n          isReleased\n          releaseAt\n          ...IssueReactionCounts\n          viewerCan {\n            edit\n            delete\n            addIssue\n          }\n        }\n        totalCount\n      }\n    }\n  }\n": types.BookDetailsDocument,
    "\n  query IssueDetails($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      dateCreated\n      lastUpdated\n      pageCount\n      readCount\n      cbzUrl\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      creditsByRole {\n        role\n        users {\n          id\n          username\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        status\n        contentRating\n        genres\n        issueCount\n        viewerHasBookmarked\n      }\n    }\n  }\n": types.IssueDetailsDocument,
    "\n  mutation AddBookmark($bookId: Int!) {\n    addBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($bookId: Int!) {\n    removeBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n": types.RemoveBookmarkDocument,
    "\n  mutation DeleteLatestIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": types.DeleteLatestIssueDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenRow on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n    isActive\n  }\n"): (typeof documents)["\n  fragment AccessTokenRow on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenRow\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        ...AccessTokenRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenRow\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: Int!) {\n    revokeAccessToken(id: $id) {\n      ...AccessTokenRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOutEverywhere {\n    logOutEverywhere\n  }\n"): (typeof documents)["\n  mutation LogOutEverywhere {\n    logOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"): (typeof documents)["\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem on Comment {\n    id\n    parentId\n    state\n    body\n    spoiler\n    pageNumber\n    edited\n    pinned\n    likeCount\n    replyCount\n    viewerHasLiked\n    dateCreated\n    author {\n      id\n      username\n      photoUrl\n    }\n    segments {\n      kind\n      text\n      url\n      username\n    }\n    # viewerCan is not normalised: every document asks for all of it.\n    viewerCan {\n      edit\n      delete\n      hide\n      pin\n      like\n      reply\n      blockAuthor\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem on Comment {\n    id\n    parentId\n    state\n    body\n    spoiler\n    pageNumber\n    edited\n    pinned\n    likeCount\n    replyCount\n    viewerHasLiked\n    dateCreated\n    author {\n      id\n      username\n      photoUrl\n    }\n    segments {\n      kind\n      text\n      url\n      username\n    }\n    # viewerCan is not normalised: every document asks for all of it.\n    viewerCan {\n      edit\n      delete\n      hide\n      pin\n      like\n      reply\n      blockAuthor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueComments(\n    $bookId: Int!\n    $issueNumber: Int!\n    $after: String\n    $sort: CommentSort\n    $pageNumber: Int\n  ) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pageCount\n      commentCount\n      commentsOpen\n      viewerCanComment\n      # viewerCan is not normalised: every document asks for all of it.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      comments(first: 10, after: $after, sort: $sort, pageNumber: $pageNumber) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n          replies(first: 2) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              ...CommentItem\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query IssueComments(\n    $bookId: Int!\n    $issueNumber: Int!\n    $after: String\n    $sort: CommentSort\n    $pageNumber: Int\n  ) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pageCount\n      commentCount\n      commentsOpen\n      viewerCanComment\n      # viewerCan is not normalised: every document asks for all of it.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      comments(first: 10, after: $after, sort: $sort, pageNumber: $pageNumber) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n          replies(first: 2) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              ...CommentItem\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplies($id: Int!, $first: Int, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplies($id: Int!, $first: Int, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...CommentItem\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentedPages($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      commentedPages {\n        pageNumber\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentedPages($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      commentedPages {\n        pageNumber\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentItem\n    }\n  }\n"): (typeof documents)["\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($input: EditCommentInput!) {\n    editComment(input: $input) {\n      ...CommentItem\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($input: EditCommentInput!) {\n    editComment(input: $input) {\n      ...CommentItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: Int!) {\n    deleteComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($id: Int!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation LikeComment($id: Int!) {\n    likeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeComment($id: Int!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeComment($id: Int!) {\n    unlikeComment(id: $id) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideComment($id: Int!) {\n    hideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"): (typeof documents)["\n  mutation HideComment($id: Int!) {\n    hideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhideComment($id: Int!) {\n    unhideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"): (typeof documents)["\n  mutation UnhideComment($id: Int!) {\n    unhideComment(id: $id) {\n      ...CommentItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinComment($id: Int!) {\n    pinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n"): (typeof documents)["\n  mutation PinComment($id: Int!) {\n    pinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpinComment($id: Int!) {\n    unpinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n"): (typeof documents)["\n  mutation UnpinComment($id: Int!) {\n    unpinComment(id: $id) {\n      id\n      pinned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: Int!) {\n    blockUser(userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlockUser($userId: Int!) {\n    blockUser(userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookComments($bookId: Int!, $enabled: Boolean!) {\n    setBookComments(bookId: $bookId, enabled: $enabled) {\n      id\n      commentsEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookComments($bookId: Int!, $enabled: Boolean!) {\n    setBookComments(bookId: $bookId, enabled: $enabled) {\n      id\n      commentsEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers($after: String) {\n    blockedUsers(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlockedUsers($after: String) {\n    blockedUsers(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($userId: Int!) {\n    unblockUser(userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockUser($userId: Int!) {\n    unblockUser(userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewIssuesShelf($first: Int) {\n    newIssues(first: $first) {\n      id\n      title\n      issueNumber\n      dateCreated\n      ...IssueReactionCounts\n      cover {\n        ...WorkCover\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewIssuesShelf($first: Int) {\n    newIssues(first: $first) {\n      id\n      title\n      issueNumber\n      dateCreated\n      ...IssueReactionCounts\n      cover {\n        ...WorkCover\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularShelf($first: Int) {\n    popularBooks(first: $first) {\n      id\n      title\n      urlSlug\n      ...BookReactionCounts\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularShelf($first: Int) {\n    popularBooks(first: $first) {\n      id\n      title\n      urlSlug\n      ...BookReactionCounts\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedShelf($first: Int) {\n    featuredBooks(first: $first) {\n      id\n      title\n      urlSlug\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeaturedShelf($first: Int) {\n    featuredBooks(first: $first) {\n      id\n      title\n      urlSlug\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        targetType\n        targetId\n        reportCount\n        reasons\n        texts\n        latestAt\n        target {\n          type\n          id\n          title\n          state\n          affectedUsername\n          bookId\n          bookTitle\n          bookSlug\n          issueNumber\n          issueTitle\n          text\n          coverUrl\n        }\n        appeal {\n          id\n          text\n          decision {\n            id\n            action\n            reason\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        targetType\n        targetId\n        reportCount\n        reasons\n        texts\n        latestAt\n        target {\n          type\n          id\n          title\n          state\n          affectedUsername\n          bookId\n          bookTitle\n          bookSlug\n          issueNumber\n          issueTitle\n          text\n          coverUrl\n        }\n        appeal {\n          id\n          text\n          decision {\n            id\n            action\n            reason\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Moderate(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $action: QueueAction!\n    $reason: String!\n  ) {\n    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason) {\n      id\n      action\n    }\n  }\n"): (typeof documents)["\n  mutation Moderate(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $action: QueueAction!\n    $reason: String!\n  ) {\n    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason) {\n      id\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        targetTitle\n        reason\n        dateCreated\n        moderator {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        targetTitle\n        reason\n        dateCreated\n        moderator {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantModerator($userId: Int!) {\n    grantModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation GrantModerator($userId: Int!) {\n    grantModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeModerator($userId: Int!) {\n    revokeModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeModerator($userId: Int!) {\n    revokeModerator(userId: $userId) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $reason: ReportReason!\n    $text: String\n  ) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, text: $text) {\n      id\n      open\n    }\n  }\n"): (typeof documents)["\n  mutation Report(\n    $targetType: ReportTarget!\n    $targetId: Int!\n    $reason: ReportReason!\n    $text: String\n  ) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, text: $text) {\n      id\n      open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealLinkDecision($token: String!) {\n    appealLinkDecision(token: $token) {\n      action\n      targetType\n      targetTitle\n      reason\n      dateCreated\n      appealed\n    }\n  }\n"): (typeof documents)["\n  query AppealLinkDecision($token: String!) {\n    appealLinkDecision(token: $token) {\n      action\n      targetType\n      targetTitle\n      reason\n      dateCreated\n      appealed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealWithLink($token: String!, $text: String!) {\n    appealWithLink(token: $token, text: $text) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AppealWithLink($token: String!, $text: String!) {\n    appealWithLink(token: $token, text: $text) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          createdAt\n          read\n          link\n          actor {\n            id\n            username\n          }\n          subject {\n            bookId\n            bookTitle\n            issueNumber\n            issueTitle\n            creatorUsername\n          }\n          data {\n            excerpt\n            action\n            reason\n            targetType\n            targetTitle\n            count\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          createdAt\n          read\n          link\n          actor {\n            id\n            username\n          }\n          subject {\n            bookId\n            bookTitle\n            issueNumber\n            issueTitle\n            creatorUsername\n          }\n          data {\n            excerpt\n            action\n            reason\n            targetType\n            targetTitle\n            count\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      email\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      kind\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      kind\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridBook on Book {\n    id\n    title\n    urlSlug\n    dateCreated\n    likeCount\n    ratingAverage\n    ratingCount\n    cover {\n      url\n      srcset\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment GridBook on Book {\n    id\n    title\n    urlSlug\n    dateCreated\n    likeCount\n    ratingAverage\n    ratingCount\n    cover {\n      url\n      srcset\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBooks($userId: Int!, $page: Int!, $limit: Int!) {\n    userBooks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserBooks($userId: Int!, $page: Int!, $limit: Int!) {\n    userBooks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserIssues($userId: Int!, $page: Int!, $limit: Int!) {\n    userIssues(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        issueNumber\n        title\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserIssues($userId: Int!, $page: Int!, $limit: Int!) {\n    userIssues(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        issueNumber\n        title\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccreditedWorks($userId: Int!) {\n    accreditedWorks(userId: $userId) {\n      role\n      count\n      issues {\n        id\n        issueNumber\n        title\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccreditedWorks($userId: Int!) {\n    accreditedWorks(userId: $userId) {\n      role\n      count\n      issues {\n        id\n        issueNumber\n        title\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBookmarks($userId: Int!, $page: Int!, $limit: Int!) {\n    bookmarks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserBookmarks($userId: Int!, $page: Int!, $limit: Int!) {\n    bookmarks(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...GridBook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSubscribers($userId: Int!, $page: Int!, $limit: Int!) {\n    subscribers(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserSubscribers($userId: Int!, $page: Int!, $limit: Int!) {\n    subscribers(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSubscriptions($userId: Int!, $page: Int!, $limit: Int!) {\n    subscriptions(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserSubscriptions($userId: Int!, $page: Int!, $limit: Int!) {\n    subscriptions(userId: $userId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        ...UserCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserCard on User {\n    id\n    username\n    photoUrl\n    subscriberCount\n  }\n"): (typeof documents)["\n  fragment UserCard on User {\n    id\n    username\n    photoUrl\n    subscriberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n      subscriberCount\n      subscriptionCount\n      viewerIsSubscribed\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n      subscriberCount\n      subscriptionCount\n      viewerIsSubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($userId: Int!) {\n    subscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($userId: Int!) {\n    subscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($userId: Int!) {\n    unsubscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($userId: Int!) {\n    unsubscribe(userId: $userId) {\n      id\n      subscriberCount\n      viewerIsSubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContinueReading($first: Int) {\n    continueReading(first: $first) {\n      nodes {\n        page\n        pageCount\n        issueNumber\n        updatedAt\n        issue {\n          id\n          title\n        }\n        book {\n          id\n          title\n          urlSlug\n          cover {\n            ...WorkCover\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContinueReading($first: Int) {\n    continueReading(first: $first) {\n      nodes {\n        page\n        pageCount\n        issueNumber\n        updatedAt\n        issue {\n          id\n          title\n        }\n        book {\n          id\n          title\n          urlSlug\n          cover {\n            ...WorkCover\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookProgress($id: Int!) {\n    book(id: $id) {\n      id\n      viewerProgress {\n        page\n        issueNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookProgress($id: Int!) {\n    book(id: $id) {\n      id\n      viewerProgress {\n        page\n        issueNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueProgress($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerProgress {\n        page\n        furthestPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query IssueProgress($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerProgress {\n        page\n        furthestPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordReadingProgress($issueId: Int!, $page: Int!, $furthestPage: Int) {\n    recordReadingProgress(issueId: $issueId, page: $page, furthestPage: $furthestPage) {\n      page\n      furthestPage\n    }\n  }\n"): (typeof documents)["\n  mutation RecordReadingProgress($issueId: Int!, $page: Int!, $furthestPage: Int) {\n    recordReadingProgress(issueId: $issueId, page: $page, furthestPage: $furthestPage) {\n      page\n      furthestPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeReadingProgress($entries: [ReadingProgressEntryInput!]!) {\n    mergeReadingProgress(entries: $entries) {\n      merged\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation MergeReadingProgress($entries: [ReadingProgressEntryInput!]!) {\n    mergeReadingProgress(entries: $entries) {\n      merged\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearReadingHistory {\n    clearReadingHistory\n  }\n"): (typeof documents)["\n  mutation ClearReadingHistory {\n    clearReadingHistory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($first: Int, $after: String) {\n    following(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          unread\n          issue {\n            id\n            issueNumber\n            title\n            dateCreated\n            cover {\n              ...WorkCover\n            }\n            publisher {\n              id\n              username\n            }\n            book {\n              id\n              title\n              urlSlug\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Following($first: Int, $after: String) {\n    following(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          unread\n          issue {\n            id\n            issueNumber\n            title\n            dateCreated\n            cover {\n              ...WorkCover\n            }\n            publisher {\n              id\n              username\n            }\n            book {\n              id\n              title\n              urlSlug\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingFeedLink {\n    followingFeedLink {\n      createdAt\n      url\n    }\n  }\n"): (typeof documents)["\n  query FollowingFeedLink {\n    followingFeedLink {\n      createdAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateFollowingFeedUrl {\n    rotateFollowingFeedUrl {\n      createdAt\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation RotateFollowingFeedUrl {\n    rotateFollowingFeedUrl {\n      createdAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookReactionCounts on Book {\n    likeCount\n    ratingCount\n    ratingAverage\n  }\n"): (typeof documents)["\n  fragment BookReactionCounts on Book {\n    likeCount\n    ratingCount\n    ratingAverage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssueReactionCounts on Issue {\n    likeCount\n    readCount\n    commentCount\n  }\n"): (typeof documents)["\n  fragment IssueReactionCounts on Issue {\n    likeCount\n    readCount\n    commentCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssueLikeState on Issue {\n    id\n    likeCount\n    viewerHasLiked\n    viewerCanLike\n  }\n"): (typeof documents)["\n  fragment IssueLikeState on Issue {\n    id\n    likeCount\n    viewerHasLiked\n    viewerCanLike\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookRatingState on Book {\n    id\n    likeCount\n    ratingCount\n    ratingAverage\n    viewerRating\n    viewerCanRate\n  }\n"): (typeof documents)["\n  fragment BookRatingState on Book {\n    id\n    likeCount\n    ratingCount\n    ratingAverage\n    viewerRating\n    viewerCanRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueLikes($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLikeState\n    }\n  }\n"): (typeof documents)["\n  query IssueLikes($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLikeState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookRating($id: Int!) {\n    book(id: $id) {\n      ...BookRatingState\n    }\n  }\n"): (typeof documents)["\n  query BookRating($id: Int!) {\n    book(id: $id) {\n      ...BookRatingState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeIssue($issueId: Int!) {\n    likeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n"): (typeof documents)["\n  mutation LikeIssue($issueId: Int!) {\n    likeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeIssue($issueId: Int!) {\n    unlikeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeIssue($issueId: Int!) {\n    unlikeIssue(issueId: $issueId) {\n      ...IssueLikeState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateBook($bookId: Int!, $rating: Int!) {\n    rateBook(bookId: $bookId, rating: $rating) {\n      ...BookRatingState\n    }\n  }\n"): (typeof documents)["\n  mutation RateBook($bookId: Int!, $rating: Int!) {\n    rateBook(bookId: $bookId, rating: $rating) {\n      ...BookRatingState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearBookRating($bookId: Int!) {\n    clearBookRating(bookId: $bookId) {\n      ...BookRatingState\n    }\n  }\n"): (typeof documents)["\n  mutation ClearBookRating($bookId: Int!) {\n    clearBookRating(bookId: $bookId) {\n      ...BookRatingState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n      }\n      # How double-page mode pairs the pages (set by the creator).\n      layout {\n        coverStandsAlone\n        pairOffset\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          isSpread\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        issueCount\n        viewerCan {\n          edit\n        }\n        viewerHasBookmarked\n        publisher {\n          id\n          username\n          viewerIsSubscribed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReaderIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n      }\n      # How double-page mode pairs the pages (set by the creator).\n      layout {\n        coverStandsAlone\n        pairOffset\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          isSpread\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        issueCount\n        viewerCan {\n          edit\n        }\n        viewerHasBookmarked\n        publisher {\n          id\n          username\n          viewerIsSubscribed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderNextIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      cover {\n        url\n        width\n        height\n      }\n      pages(first: 2) {\n        nodes {\n          id\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReaderNextIssue($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      cover {\n        url\n        width\n        height\n      }\n      pages(first: 2) {\n        nodes {\n          id\n          image {\n            url\n            srcset\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderAltTexts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReaderAltTexts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderTranscripts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          transcript\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReaderTranscripts($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          transcript\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      type\n      totalCount\n      page\n      limit\n      books {\n        id\n        title\n        urlSlug\n        description\n        status\n        contentRating\n        issueCount\n        totalPages\n        dateCreated\n        ...BookReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n      }\n      issues {\n        id\n        issueNumber\n        title\n        description\n        pageCount\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n        book {\n          id\n          title\n          urlSlug\n          status\n          contentRating\n          issueCount\n        }\n      }\n      users {\n        ...UserCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      type\n      totalCount\n      page\n      limit\n      books {\n        id\n        title\n        urlSlug\n        description\n        status\n        contentRating\n        issueCount\n        totalPages\n        dateCreated\n        ...BookReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n      }\n      issues {\n        id\n        issueNumber\n        title\n        description\n        pageCount\n        dateCreated\n        ...IssueReactionCounts\n        cover {\n          url\n          srcset\n          width\n          height\n        }\n        publisher {\n          id\n          username\n        }\n        book {\n          id\n          title\n          urlSlug\n          status\n          contentRating\n          issueCount\n        }\n      }\n      users {\n        ...UserCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatsTotalsFields on StatsTotals {\n    views\n    uniqueReaders\n    completions\n    completionRate\n    likes\n    ratings\n    comments\n    subscribersGained\n    subscribersLost\n  }\n"): (typeof documents)["\n  fragment StatsTotalsFields on StatsTotals {\n    views\n    uniqueReaders\n    completions\n    completionRate\n    likes\n    ratings\n    comments\n    subscribersGained\n    subscribersLost\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkStatsFields on WorkStats {\n    from\n    to\n    totals {\n      ...StatsTotalsFields\n    }\n    daily {\n      day\n      views\n      uniqueReaders\n      completions\n      likes\n      ratings\n      comments\n      subscribersGained\n      subscribersLost\n    }\n    referrers(first: 10) {\n      domain\n      views\n    }\n    sources {\n      source\n      views\n    }\n    dropOff {\n      page\n      readers\n      share\n    }\n    issues(first: $first, orderBy: VIEWS) {\n      ...StatsIssuePageFields\n    }\n  }\n"): (typeof documents)["\n  fragment WorkStatsFields on WorkStats {\n    from\n    to\n    totals {\n      ...StatsTotalsFields\n    }\n    daily {\n      day\n      views\n      uniqueReaders\n      completions\n      likes\n      ratings\n      comments\n      subscribersGained\n      subscribersLost\n    }\n    referrers(first: 10) {\n      domain\n      views\n    }\n    sources {\n      source\n      views\n    }\n    dropOff {\n      page\n      readers\n      share\n    }\n    issues(first: $first, orderBy: VIEWS) {\n      ...StatsIssuePageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatsIssuePageFields on IssueStatsConnection {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      issue {\n        id\n        title\n        issueNumber\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n      totals {\n        ...StatsTotalsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StatsIssuePageFields on IssueStatsConnection {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      issue {\n        id\n        title\n        issueNumber\n        book {\n          id\n          title\n          urlSlug\n        }\n      }\n      totals {\n        ...StatsTotalsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorStats($range: StatsRangeInput!, $first: Int!) {\n    creatorStats(range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"): (typeof documents)["\n  query CreatorStats($range: StatsRangeInput!, $first: Int!) {\n    creatorStats(range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookStats($bookId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    bookStats(bookId: $bookId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"): (typeof documents)["\n  query BookStats($bookId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    bookStats(bookId: $bookId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueStats($issueId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    issueStats(issueId: $issueId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"): (typeof documents)["\n  query IssueStats($issueId: Int!, $range: StatsRangeInput!, $first: Int!) {\n    issueStats(issueId: $issueId, range: $range) {\n      ...WorkStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorStatsIssues($range: StatsRangeInput!, $first: Int!, $after: String!) {\n    creatorStats(range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorStatsIssues($range: StatsRangeInput!, $first: Int!, $after: String!) {\n    creatorStats(range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookStatsIssues($bookId: Int!, $range: StatsRangeInput!, $first: Int!, $after: String!) {\n    bookStats(bookId: $bookId, range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookStatsIssues($bookId: Int!, $range: StatsRangeInput!, $first: Int!, $after: String!) {\n    bookStats(bookId: $bookId, range: $range) {\n      issues(first: $first, after: $after, orderBy: VIEWS) {\n        ...StatsIssuePageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CachedBook {\n        book(id: 3) {\n          id\n          title\n          issueCount\n          issues(first: 100) {\n            nodes {\n              id\n              issueNumber\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query CachedBook {\n        book(id: 3) {\n          id\n          title\n          issueCount\n          issues(first: 100) {\n            nodes {\n              id\n              issueNumber\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InspectArchive($archive: Upload!) {\n    inspectArchive(archive: $archive) {\n      title\n      description\n      pageNames\n      credits {\n        userId\n        username\n        roles\n      }\n      unresolvedCredits {\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InspectArchive($archive: Upload!) {\n    inspectArchive(archive: $archive) {\n      title\n      description\n      pageNames\n      credits {\n        userId\n        username\n        roles\n      }\n      unresolvedCredits {\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createBook(\n      input: $input\n      cover: $cover\n      issueCover: $issueCover\n      pages: $pages\n      archive: $archive\n    ) {\n      id\n      urlSlug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createBook(\n      input: $input\n      cover: $cover\n      issueCover: $issueCover\n      pages: $pages\n      archive: $archive\n    ) {\n      id\n      urlSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n"): (typeof documents)["\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n"): (typeof documents)["\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n    $archive: Upload\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      releaseAt\n      isReleased\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          image {\n            url\n            width\n            height\n            originalName\n          }\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      releaseAt\n      isReleased\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      # An issue has at most 200 pages: one page of the connection holds them all.\n      pages(first: 200) {\n        nodes {\n          id\n          pageNumber\n          image {\n            url\n            width\n            height\n            originalName\n          }\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookIssueCount($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookIssueCount($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"): (typeof documents)["\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssueLayoutFields on Issue {\n    id\n    layout {\n      coverStandsAlone\n      pairOffset\n    }\n    pages(first: 200) {\n      nodes {\n        id\n        pageNumber\n        isSpread\n        image {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IssueLayoutFields on Issue {\n    id\n    layout {\n      coverStandsAlone\n      pairOffset\n    }\n    pages(first: 200) {\n      nodes {\n        id\n        pageNumber\n        isSpread\n        image {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableIssueLayout($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLayoutFields\n    }\n  }\n"): (typeof documents)["\n  query EditableIssueLayout($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      ...IssueLayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIssueLayout($issueId: Int!, $input: IssueLayoutInput!) {\n    setIssueLayout(issueId: $issueId, input: $input) {\n      ...IssueLayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetIssueLayout($issueId: Int!, $input: IssueLayoutInput!) {\n    setIssueLayout(issueId: $issueId, input: $input) {\n      ...IssueLayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {\n    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {\n    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditablePageTexts($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n          transcript\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditablePageTexts($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      pages(first: 200) {\n        nodes {\n          id\n          altText\n          transcript\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkCover on Image {\n    url\n    srcset\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment WorkCover on Image {\n    url\n    srcset\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookDetails($id: Int!) {\n    book(id: $id) {\n      id\n      title\n      urlSlug\n      description\n      status\n      contentRating\n      genres\n      issueCount\n      readCount\n      dateCreated\n      lastUpdated\n      # viewerCan is not normalised: every document asks for all of it, so that one answer\n      # never overwrites another's fields in the cache.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      viewerHasBookmarked\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      credits {\n        role\n        users {\n          id\n          username\n        }\n      }\n      issues(first: 100) {\n        nodes {\n          id\n          issueNumber\n          title\n          dateCreated\n          cbzUrl\n          isReleased\n          releaseAt\n          ...IssueReactionCounts\n          viewerCan {\n            edit\n            delete\n            addIssue\n          }\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookDetails($id: Int!) {\n    book(id: $id) {\n      id\n      title\n      urlSlug\n      description\n      status\n      contentRating\n      genres\n      issueCount\n      readCount\n      dateCreated\n      lastUpdated\n      # viewerCan is not normalised: every document asks for all of it, so that one answer\n      # never overwrites another's fields in the cache.\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      viewerHasBookmarked\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      credits {\n        role\n        users {\n          id\n          username\n        }\n      }\n      issues(first: 100) {\n        nodes {\n          id\n          issueNumber\n          title\n          dateCreated\n          cbzUrl\n          isReleased\n          releaseAt\n          ...IssueReactionCounts\n          viewerCan {\n            edit\n            delete\n            addIssue\n          }\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssueDetails($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      dateCreated\n      lastUpdated\n      pageCount\n      readCount\n      cbzUrl\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      creditsByRole {\n        role\n        users {\n          id\n          username\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        status\n        contentRating\n        genres\n        issueCount\n        viewerHasBookmarked\n      }\n    }\n  }\n"): (typeof documents)["\n  query IssueDetails($bookId: Int!, $issueNumber: Int!) {\n    issue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      dateCreated\n      lastUpdated\n      pageCount\n      readCount\n      cbzUrl\n      viewerCan {\n        edit\n        delete\n        addIssue\n      }\n      cover {\n        ...WorkCover\n      }\n      publisher {\n        id\n        username\n      }\n      creditsByRole {\n        role\n        users {\n          id\n          username\n        }\n      }\n      book {\n        id\n        title\n        urlSlug\n        status\n        contentRating\n        genres\n        issueCount\n        viewerHasBookmarked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookmark($bookId: Int!) {\n    addBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookmark($bookId: Int!) {\n    addBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBookmark($bookId: Int!) {\n    removeBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBookmark($bookId: Int!) {\n    removeBookmark(bookId: $bookId) {\n      id\n      viewerHasBookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLatestIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"): (typeof documents)["\n  mutation DeleteLatestIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;