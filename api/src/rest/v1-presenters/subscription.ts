import type { MediaService } from '../../modules/media/media.service';
import type { Subscription } from '../../modules/subscriptions/subscription.entity';
import type { SubscriptionListItem } from '../../modules/subscriptions/subscriptions.service';
import { photoUrls } from '../../modules/users/users.presenter';

/** v1 C1 `subscribed`. */
export function presentV1Subscription(subscription: Subscription) {
  return {
    id: subscription.id,
    publisher_id: subscription.publisher.id,
    subscriber_id: subscription.subscriber.id,
    date_created: subscription.dateCreated.toISOString(),
  };
}

/** v1 C4/C5 item: the other user's name, photo and subscriber count (an integer). */
export function presentV1SubscriptionListItem(item: SubscriptionListItem, media: MediaService) {
  return {
    publisher_id: item.subscription.publisher.id,
    subscriber_id: item.subscription.subscriber.id,
    username: item.user.username,
    user_photo: photoUrls(item.user, media).photoUrl,
    subscribers_sub_count: item.subscriberCount,
  };
}
