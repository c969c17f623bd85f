/** Field error texts, word for word the product's (docs/messages.md, "Field errors"). */
export const validationMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Name must be less than 100 characters',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 255 characters',
  termsRequired: 'You must agree to the terms and privacy policy',
  startupNameTooLong: 'Startup name must be less than 200 characters',
  startupStageRequired: 'Please select your startup stage',
  topChallengeRequired: 'Please select your top challenge',
  topChallengeOtherRequired: 'Please specify your challenge',
  optionRequired: 'Please select an option',
  toolsRequired: 'Please select at least one tool',
  atLeastOneOption: 'Please select at least one option',
  difficultyRequired: 'Please select at least one difficulty',
  otherTextTooLong: 'Response must be less than 500 characters',
  // The product has no text for a value outside the catalogue: the UI only offers catalogue values, so only a
  // tampered or stale submission can see this.
  unknownOption: 'Please choose one of the listed options',
  duplicateOption: 'Please choose each option only once',
} as const
