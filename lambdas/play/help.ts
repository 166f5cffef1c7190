/** The service commands a player can write, for the help email. Grammar: lambdas/mail/inbound/commands.ts. */
export const HELP_COMMANDS: readonly { command: string; description: string }[] = [
  { command: '<move>', description: 'a move in the game\'s words, one per line; several lines play several steps in order' },
  { command: '<number>', description: 'the move with that number in the list of the email you are answering' },
  { command: 'status', description: 'send me the current position again' },
  { command: 'history [n]', description: 'the last n moves (10 if no number)' },
  { command: 'undo', description: 'take back your last move, if nothing hidden was revealed and nobody has moved since' },
  { command: 'notify all | notify turn', description: 'an email after every change, or only when it is your turn' },
  { command: 'vacation <days> | vacation until <YYYY-MM-DD>', description: 'pause your deadlines (at most 14 days at once, 30 per game)' },
  { command: 'back', description: 'end your vacation early' },
  { command: 'timezone <zone>', description: 'show deadlines in your time zone, e.g. timezone Asia/Tokyo' },
  { command: 'resign', description: 'leave the game; your seat is played automatically' },
  { command: 'help', description: 'this list' },
];
