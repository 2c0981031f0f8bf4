import type { CatalogPet } from './catalog-port.js';

export function formatAge(ageMonths: number): string {
  if (ageMonths < 12) return `${ageMonths} month${ageMonths === 1 ? '' : 's'}`;
  const years = Math.floor(ageMonths / 12);
  const months = ageMonths % 12;
  const yearsText = `${years} year${years === 1 ? '' : 's'}`;
  return months === 0 ? yearsText : `${yearsText} ${months} month${months === 1 ? '' : 's'}`;
}

/** One listing line, `- **Name**: traits; price`: the form the conversation reads back later. */
export function describePet(pet: CatalogPet): string {
  // The catalog reports unknown facts as '' or 0; those are left out rather than shown.
  const age = pet.ageMonths > 0 ? formatAge(pet.ageMonths) : '';
  const traits = [
    pet.breed,
    age,
    pet.gender === 'UNKNOWN' ? '' : pet.gender.toLowerCase(),
    pet.size.toLowerCase(),
  ];
  if (pet.goodWithKids === true) traits.push('good with kids');
  if (pet.medical.vaccinated === true) traits.push('vaccinated');
  if (pet.medical.specialNeeds === true) traits.push('special needs');
  return `- **${pet.name}**: ${traits.filter((trait) => trait !== '').join(', ')}; ${pet.price} ${pet.currency}`;
}
