/**
 * US bank account checks: an ABA routing number (nine digits, a valid Federal Reserve prefix, and
 * the 3-7-1 weighted checksum) and an account number of 4 to 17 digits.
 */
export type BankAccountProblem =
  | { field: 'routingNumber'; code: 'invalid_routing_number'; message: string }
  | { field: 'accountNumber'; code: 'invalid_account_number'; message: string };

/** 00-12 banks, 21-32 thrift institutions, 61-72 electronic, 80 traveller's cheques. */
function validRoutingPrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

export function checkBankAccount(account: {
  routingNumber: string;
  accountNumber: string;
}): BankAccountProblem[] {
  const problems: BankAccountProblem[] = [];
  const routing = account.routingNumber;
  if (
    !passesAbaChecksum(routing) ||
    /^0{9}$/.test(routing) ||
    !validRoutingPrefix(Number(routing.slice(0, 2)))
  ) {
    problems.push({
      field: 'routingNumber',
      code: 'invalid_routing_number',
      message: 'The routing number is not a valid ABA routing number.',
    });
  }
  if (!/^\d{4,17}$/.test(account.accountNumber)) {
    problems.push({
      field: 'accountNumber',
      code: 'invalid_account_number',
      message: 'The account number has 4 to 17 digits.',
    });
  }
  return problems;
}
