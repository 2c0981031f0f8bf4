// Original file: protos/petstore/v1/pet.proto


/**
 * What is known of a pet's health; an unset field is unknown.
 */
export interface MedicalInfo {
  'spayedNeutered'?: (boolean);
  'vaccinated'?: (boolean);
  'microchipped'?: (boolean);
  'specialNeeds'?: (boolean);
  'healthNotes'?: (string);
  '_spayedNeutered'?: "spayedNeutered";
  '_vaccinated'?: "vaccinated";
  '_microchipped'?: "microchipped";
  '_specialNeeds'?: "specialNeeds";
  '_healthNotes'?: "healthNotes";
}

/**
 * What is known of a pet's health; an unset field is unknown.
 */
export interface MedicalInfo__Output {
  'spayedNeutered'?: (boolean);
  'vaccinated'?: (boolean);
  'microchipped'?: (boolean);
  'specialNeeds'?: (boolean);
  'healthNotes'?: (string);
  '_spayedNeutered'?: "spayedNeutered";
  '_vaccinated'?: "vaccinated";
  '_microchipped'?: "microchipped";
  '_specialNeeds'?: "specialNeeds";
  '_healthNotes'?: "healthNotes";
}
