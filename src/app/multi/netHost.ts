// The host phone's side of several phones, kept for the whole visit (links outlive screens):
// one HostTable and the phones linked to it (a small store the new-game screen reads). Which
// guest phone holds which seat is part of the saved game (Session.phones, kit/seatPhones.ts), so
// a reopened game waits for its phones and gives them their seats back when they link again.
import { create } from 'zustand';
import { HostTable, type PhoneEntry } from '../../kit/net/hostTable';
import { APP_VERSION } from '../appVersion';

export const hostTable = new HostTable();
hostTable.appVersion = APP_VERSION;

export const useLinkedPhones = create<{
  phones: PhoneEntry[];
  /** the linked game the host left: its several-phones page offers it again (issue 30) */
  left: { gameId: string; sessionId: string } | null;
}>()(() => ({ phones: [], left: null }));
hostTable.subscribe(() =>
  useLinkedPhones.setState({ phones: hostTable.phones(), left: hostTable.leftGame() }),
);
