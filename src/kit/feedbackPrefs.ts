// Whether sound and vibration are on: the settings store pushes the person's choices here
// (store → kit). Apart from feedback.ts so that the first chunk, which holds the settings store,
// does not carry the sounds and vibrations only game screens make (issue 32, first screen).

export const feedbackPrefs = { sound: true, vibration: true };

export function setFeedbackPrefs(next: { sound: boolean; vibration: boolean }): void {
  feedbackPrefs.sound = next.sound;
  feedbackPrefs.vibration = next.vibration;
}
