/** English texts of the fan-zone decision mail (a photo approved or not published). */
export const en = {
  'approved.subject': 'Your photo “{caption}” is in the fan zone',
  'approved.intro': 'Good news: your photo “{caption}” is now in the {brand} fan zone gallery, at the top of the newest photos.',
  'approved.thanks': 'Thank you for sharing your ride: other riders can see it now.',
  'approved.concept': 'You linked the concept {code} to it, so they can build the same bike with one click.',
  'approved.action': 'See it in the fan zone',
  'approved.withdraw': 'Changed your mind? You can take the photo out of the gallery at any time on the same page, under “Your photos”.',
  'rejected.subject': 'About your photo “{caption}”',
  'rejected.intro': 'Our moderators looked at your photo “{caption}” and could not publish it in the {brand} fan zone.',
  'rejected.why': 'Why:',
  'rejected.note': 'A note from our moderators:',
  'rejected.again': 'You are welcome to send another photo of your ride.',
  'rejected.action': 'Send another photo',
  'reason.persons': 'It shows people. To protect everyone’s privacy, the fan zone shows bikes without recognisable persons.',
  'reason.notABike': 'We could not see one of our bikes in it.',
  'reason.quality': 'It is too dark, blurred or small to show well.',
  'reason.rights': 'It looks like a photo that is not yours to publish.',
  'reason.other': 'It does not fit what the fan zone shows.',
  'signOff': 'The {brand} team',
};

export type FanzoneMailMessages = Record<keyof typeof en, string>;
