/** Where REST serves each resource: the `Location` of a create, the `self` of a collection item. */

export function petPath(petId: string): string {
  return `/v1/pets/${petId}`;
}

export function orderPath(orderId: string): string {
  return `/v1/store/orders/${orderId}`;
}

export function userPath(userId: string): string {
  return `/v1/users/${userId}`;
}

export function webhookPath(webhookId: string): string {
  return `/v1/webhooks/${webhookId}`;
}
