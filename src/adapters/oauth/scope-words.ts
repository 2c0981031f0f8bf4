/** What each scope lets a client do, in the words the consent page shows. */
export const SCOPE_WORDS: Record<string, string> = {
  openid: 'Confirm who you are (your account id)',
  offline_access: 'Stay connected while you are away',
  'read:pets': 'See the pet catalog',
  'write:pets': 'Add and change pets in the catalog',
  'read:orders': 'See your adoption orders',
  'write:orders': 'Place, pay for and cancel adoption orders for you',
  'read:user': 'See your account details',
  'write:user': 'Change your account details',
  'chat:write': 'Talk with the pet advisor chat for you',
  admin: 'Administer your organisation: its accounts, pets and orders',
};

export function scopeInWords(scope: string): string {
  return SCOPE_WORDS[scope] ?? scope;
}
