import { storyboardBriefSubmittedMessage } from '../projects/storyboard-brief/schemas.ts';

/** Labels of the storyboard brief section and its summary; a catalogue of its own (decision 040). */
export const briefEn = {
  'brief.intro':
    'Tell your storyboard artist who your video is for, so the people in your illustrations look like your audience.',
  'brief.age': 'Age of your audience',
  'brief.agePlaceholder': 'For example: 25 to 40',
  'brief.ethnicity': 'Ethnicity of your audience',
  'brief.ethnicityPlaceholder': 'For example: Thai',
  'brief.diversity': 'Should the people in your video be diverse?',
  'brief.diversity.yes': 'Yes',
  'brief.diversity.no': 'No',
  'brief.gender': 'Gender of the people in your video',
  'brief.gender.equal': 'Equal',
  'brief.gender.female': 'Female',
  'brief.gender.male': 'Male',
  'brief.submit': 'Submit brief',
  'brief.thanks': storyboardBriefSubmittedMessage,
  'brief.saved': 'We have your brief. You can change your answers until your artist starts sketching.',
  'brief.notSent': 'Your brief was not sent',
  'brief.required.age': 'Tell us the age of your audience',
  'brief.required.ethnicity': 'Tell us the ethnicity of your audience',
  'brief.required.diversity': 'Choose yes or no',
  'brief.required.gender': 'Choose equal, female or male',
  'brief.summary.age': 'Age',
  'brief.summary.ethnicity': 'Ethnicity',
  'brief.summary.diversity': 'Diverse',
  'brief.summary.gender': 'Gender',
} as const;
