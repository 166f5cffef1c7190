/**
 * The service's English words: every label of the email templates and every sentence the
 * service writes (headlines, notices, refusals, help). `ja.ts` must have the same keys (its
 * type is `Messages`, derived from this object), so a missing translation is a type error.
 * Game words (roles, buildings, prompts) come from the engines, not from here.
 */
export const en = {
  // Layout and shared labels.
  replyAbove: '##- Please type your reply above this line -##',
  playByEmail: 'Play by email',
  deadline: 'Deadline',
  replyToPlay: "Reply to this email to play: a move number or the move's words, one per line for several steps.",
  helpLink: 'help',
  allCommands: ' (all commands)',
  statusLink: 'status',
  onlyMyTurnLink: 'only mail me on my turn',
  unsubscribe: 'unsubscribe',
  sentTo: (p: { name: string; address: string }) =>
    `Sent to ${p.name} <${p.address}> by the play-by-email service. This is an automatic message.`,
  textFooterHelp: 'Reply "help" for all commands',
  textFooterPlaying: ', "status" for the board, "notify turn" to get mail only on your turn',
  textFooterEnd: '.',
  // What the footer's links send: the commands in the reader's language (both languages work).
  helpCommand: 'help',
  joinCommand: 'join',
  declineCommand: 'decline',
  statusCommand: 'status',
  notifyTurnCommand: 'notify turn',
  // Punctuation around labels and notes: ASCII in English, full-width in Japanese (JA-STYLE).
  colon: ': ',
  openParen: ' (',
  closeParen: ')',
  listSeparator: ', ',
  /** Between a digest line's actor and the event: "Anna builds…" / "Ginが…を建てた". */
  actorJoin: ' ',
  // Status email.
  newGame: 'A new game',
  welcome:
    'The game has started. You get an email when a decision is yours, when the game ends, and when you write to the game; each one says what happened since your last email.',
  options: 'Options',
  sinceLast: 'Since your last email',
  whoseTurn: 'Whose turn',
  turnOrder: 'Turn order',
  you: 'you',
  board: 'Board',
  finalResult: 'Final result',
  place: 'Place',
  player: 'Player',
  score: 'Score',
  tieBreak: 'Tie-break',
  yourMoves: 'Your moves',
  tapMove: 'Tap a move to send it, or reply with its number or words.',
  replyNumberOrWords: 'Reply with the number or the words.',
  wholeActions: 'Whole actions in one reply',
  wholeActionsMore: (p: { n: number }) => `…and ${p.n} more written the same way.`,
  wholeActionsHint: 'One line, steps joined by ";", does the whole action.',
  familyArgument: (p: { name: string; range: string }) => `${p.name} = ${p.range}`,
  partJoiner: '; ',
  noteJoiner: ' — ',
  firstPartOnly: 'this move only; the rest in the next email',
  automatic: 'automatic: the only legal move',
  byTimeout: 'played by the timeout rule',
  // Reply report.
  yourReply: 'Your reply',
  applied: 'applied',
  refused: 'refused',
  notRun: 'not run',
  notRunNote: 'Lines after a refused line are not run. Send them again if you still want them.',
  now: 'Now',
  commands: 'Commands',
  commandsOnePerLine: 'Commands (one per line in a reply)',
  moveExamples: 'Move examples',
  history: 'History',
  noMovesYet: 'No moves yet.',
  // Headlines (sentences with arguments).
  yourTurn: (p: { prompt: string }) => `Your turn: ${p.prompt}`,
  waitingFor: (p: { names: string; prompts: string }) => `Waiting for ${p.names}: ${p.prompts}`,
  gameOverWinner: (p: { name: string }) => `Game over: ${p.name} wins`,
  gameOverShared: (p: { names: string }) => `Game over: ${p.names} share first place`,
  gameAbandoned: 'Game abandoned',
  gameStarted: (p: { headline: string }) => `Game started: ${p.headline}`,
  and: ' and ',
  reminderHeadline: (p: { headline: string }) => `Reminder: ${p.headline}`,
  lateHeadline: (p: { headline: string }) => `Late: ${p.headline}`,
  notApplied: (p: { line: string }) => `Not applied: ${p.line}`,
  appliedLines: (p: { n: number }) => `Applied: ${p.n} ${p.n === 1 ? 'line' : 'lines'}`,
  commandsYouCanSend: 'Commands you can send',
  lastMoves: (p: { n: number }) => (p.n === 1 ? 'The last move' : `The last ${p.n} moves`),
  dailyDigest: 'Your daily digest',
  // Reply report notices.
  reportApplied: (p: { line: string }) => `Applied: ${p.line}`,
  reportNotApplied: (p: { line: string; reason: string }) => `Not applied: ${p.line}: ${p.reason}`,
  reportNotRun: (p: { line: string }) => `Not run: ${p.line}`,
  reportIgnored: (p: { line: string }) => `Ignored (not a command): ${p.line}`,
  reportNotRead: (p: { n: number; max: number }) =>
    `Not read: ${p.n} more ${p.n === 1 ? 'line' : 'lines'} (a reply is read up to ${p.max} command lines).`,
  partNotReadHeadline: 'Part of your reply was not read',
  // Refusals and errors.
  replyNotAccepted: 'Your reply was not accepted',
  noCommandsHeadline: 'No commands found in your reply',
  noCommands: 'I could not find a move or a command in your reply. Write one move per line above the quoted email, or reply "help".',
  internalErrorHeadline: 'Your reply could not be processed',
  internalError1: 'Something went wrong on our side while reading your reply. Nothing from it was applied.',
  internalError2: 'Please send the same reply again in a few minutes.',
  ruleRefusal: (p: { reason: string }) => p.reason,
  // Sender checks (a known player whose mail could not be trusted, or who used another seat's address).
  senderDmarcFail:
    "Your mail failed DMARC (the sender's domain policy), so it was not read. Please reply again from your usual mail account.",
  senderUnverified: (p: { detail: string }) =>
    `Your mail could not be verified for your address (${p.detail}), so it was not read. Please reply again from your usual mail account.`,
  senderOtherSeat: 'You replied to another player’s game address. Please reply to your own latest status mail.',
  // The loop breaker (answers that change nothing, per address or game and hour).
  silenceHeadline: 'No more answers for now',
  silenceCount: (p: { perHour: number; scope: 'address' | 'game' }) =>
    `${p.perHour} mails ${p.scope === 'address' ? 'from your address' : 'in this game'} within an hour changed nothing, and each got an answer.`,
  silenceWhy: (p: { hours: number }) =>
    `To stop mail loops (for example with an automatic reply), mail that changes nothing gets no answer from now on, until a reply applies a move or a command, or ${p.hours} hours pass without such mail. Moves are applied as always.`,
  unknownWord: (p: { word: string }) => `I do not know "${p.word}".`,
  // Reminders and late notices.
  reminderLine: (p: { prompt: string; deadline: string }) => `The game is waiting for you to ${p.prompt}. Deadline: ${p.deadline}.`,
  lateLine: (p: { deadline: string; graceEnds: string }) => `Your deadline (${p.deadline}) has passed. Grace ends ${p.graceEnds}.`,
  graceLine: (p: { graceEnds: string }) => `You are in your grace period; it ends ${p.graceEnds}.`,
  stillWaiting: 'The game is still waiting for you.',
  timeoutWait: 'When grace ends the game keeps waiting for you, with a weekly reminder.',
  timeoutPass: (p: { move: string }) => `When grace ends the game plays "${p.move}" for you.`,
  timeoutRandom: 'When grace ends the game plays a random legal move for you.',
  timeoutBot: 'When grace ends a bot makes this move for you.',
  timeoutDrop: 'When grace ends you leave the game and your seat is played automatically.',
  waitingForLate: (p: { name: string }) => `Waiting for ${p.name}`,
  passedDeadline: (p: { name: string; prompt: string; deadline: string }) =>
    `${p.name} has passed the deadline to ${p.prompt} (${p.deadline}).`,
  // Notices for everybody.
  tookBack: (p: { name: string; moves: string }) => `${p.name} took back: ${p.moves}.`,
  resignedAbandoned: (p: { name: string }) => `${p.name} resigned; nobody is left, so the game is abandoned.`,
  resigned: (p: { name: string }) => `${p.name} resigned. Their seat is now played automatically.`,
  awayUntil: (p: { name: string; until: string }) => `${p.name} is away until ${p.until}; their deadlines move by the absence.`,
  isBack: (p: { name: string }) => `${p.name} is back.`,
  droppedTimeout: (p: { name: string }) => `${p.name} did not move in time and was dropped: their seat is now played automatically.`,
  playedTimeout: (p: { name: string; move: string; policy: string }) =>
    `${p.name} did not move in time; the game played "${p.move}" for them (timeout=${p.policy}).`,
  seatsDrawn: (p: { order: string }) => `Seats were drawn; turn order: ${p.order}. Reply to this email (or the newest one) from now on.`,
  badLanguage: (p: { value: string }) => `lang=${p.value} is not a language we write in: use lang=en or lang=ja.`,
  decisionWithdrawn: 'The decision you were asked for is no longer yours (a move was taken back).',
  // Command refusals.
  gameOverNoMoves: 'The game is over: no more moves can be made.',
  gameNotRunning: 'The game is not running.',
  /** The undo command as a reply's report names it (the words it is read from: lambdas/mail/inbound/commands.ts). */
  undoCommand: 'undo',
  undoSameReply: 'Undo takes back moves from earlier replies; write the moves you want instead of undoing in the same reply.',
  notOnVacation: 'You are not on vacation.',
  alreadyJoined: 'You have already joined this game.',
  declineStarted: 'The game has started; to leave it, reply "resign".',
  newToSetup: "To start a new game, write to the set-up address (new@…), not to a game's address.",
  undoOtherMoved: 'You cannot undo: another player has moved since your last move.',
  undoGameOver: 'You cannot undo: the game is over, and its final scores have shown everything.',
  undoNothing: 'You have no move to undo.',
  undoRevealed: (p: { move: string }) =>
    `You cannot undo your last reply: "${p.move}" (in it or after it) revealed hidden information or drew at random.`,
  vacationFuture: 'The vacation must end in the future.',
  vacationTooLong: (p: { max: number; days: number }) => `A vacation can be at most ${p.max} days at once; you asked for ${p.days}.`,
  vacationUsedUp: (p: { max: number; used: number; days: number }) =>
    `A player has at most ${p.max} vacation days per game; you have used ${p.used} and asked for ${p.days}.`,
  numberAfterMove:
    'Only the first move of a reply can be a number: once it is played the list changes. Write this move itself (for example the words after the number in the list).',
  numberNoEmail:
    'A bare number picks from the list in the email you are answering, but this reply does not say which email that is. Write the move itself (for example the words after the number in the list).',
  numberStale: (p: { answered: number; now: number }) =>
    `The game has moved on since the email you are answering (decision #${p.answered}; it is now #${p.now}), so numbers from that list may mean something else. Write the move itself instead.`,
  // A player we cannot mail (bounces, spam reports), told to the others.
  cannotReach: (p: { name: string }) => `We cannot reach ${p.name}`,
  earlierNoticesLeftOut: (p: { n: number }) =>
    `${p.n} earlier ${p.n === 1 ? 'notice' : 'notices'} left out (only the latest are kept for you).`,
  cannotReachLine: (p: { name: string; kind: 'bounce' | 'complaint' }) =>
    `Mail to ${p.name}'s address ${p.kind === 'bounce' ? 'bounces' : 'reported our mail as spam'}, so the game no longer emails them. Their deadlines still run; tell them another way.`,
  // Invitations and set-up (the invitees' language comes from lang= on the new line).
  inviteHeadline: (p: { inviter: string; title: string }) => `${p.inviter} invites you to play ${p.title}`,
  inviteIntro: (p: { inviter: string; title: string }) => `${p.inviter} invites you to a game of ${p.title} by email.`,
  invited: 'Invited',
  inviteStarts: 'The game starts when everybody has joined; seats are drawn at random.',
  join: 'Join',
  decline: 'Decline',
  inviteReplyWords: 'Or reply with the single word "join" or "decline".',
  inviteReplyWordsText: 'Reply with the single word "join" to play, or "decline".',
  neverInvite: (p: { command: string }) =>
    `Not interested? Reply "${p.command}" (or use your mail program's unsubscribe button) and this service will send you no invitations again, from anybody.`,
  invitationsSent: (p: { title: string }) => `Invitations sent for ${p.title}`,
  invitedList: (p: { addresses: string }) => `Invited: ${p.addresses}.`,
  startsWhenJoined: 'The game starts when everybody has replied "join"; seats are then drawn at random.',
  gameWillNotStart: 'The game will not start',
  declinedInvitation: (p: { name: string }) => `${p.name} declined the invitation.`,
  youHaveJoined: 'You have joined',
  stillWaitingFor: (p: { names: string }) => `Still waiting for: ${p.names}.`,
  helpJoin: 'take your seat',
  helpDecline: 'say no (the game will not start)',
  // Answers of the set-up address new@ (in the language of lang=, of the mail, or of the sender's games).
  setupRefused: 'Your new game was not started',
  setupOneLine: 'Write one line: new <game> <address> <address>… [option=value…]',
  setupGames: (p: { games: string }) => `Games: ${p.games}.`,
  setupGame: (p: { id: string; title: string; min: number; max: number }) => `${p.id} (${p.title}, ${p.min}-${p.max} players)`,
  setupExample: 'Example: new puerto-rico bob@example.com carol@example.com turn=48 timeout=random',
  setupNoSuchGame: (p: { game: string; games: string }) => `There is no game "${p.game}". Games: ${p.games}.`,
  setupSeatCount: (p: { title: string; min: number; max: number; seats: number; bots: number }) =>
    `${p.title} is for ${p.min} to ${p.max} players; you named ${p.seats} (you included${p.bots > 0 ? `, ${p.bots} bot${p.bots > 1 ? 's' : ''}` : ''}).`,
  setupOwnAddress: (p: { problem: string }) => `Your own address: ${p.problem}`,
  setupPlainSender: 'Invitations name their sender by address, so they go out only from a plain one.',
  setupNothingSent: 'Nothing was sent. Write each address as name@example.com.',
  setupTooManyInvitees: (p: { max: number; named: number }) =>
    `One game may invite at most ${p.max} other addresses; you named ${p.named}.`,
  setupOptedOut: (p: { address: string }) =>
    `${p.address} has asked this service not to send them invitations, so none was sent to anybody.`,
  setupDeclinedLately: (p: { address: string; days: number; after: string }) =>
    `${p.address} declined an invitation from you; you can invite them again in ${p.days} day${p.days === 1 ? '' : 's'} (after ${p.after}).`,
  setupOpenInvitations: (p: { address: string; open: number; max: number }) =>
    `${p.address} already has ${p.open} unanswered invitations (at most ${p.max} at a time); try again once they have answered.`,
  setupDailyQuota: (p: { max: number }) =>
    `You have set up ${p.max} games today (UTC), the most one address may in a day; try again tomorrow.`,
  addressTooLong: (p: { shown: string; length: number; max: number }) =>
    `${p.shown} is ${p.length} characters long; an address has at most ${p.max}.`,
  addressNotPlain: (p: { shown: string }) =>
    `${p.shown} is not a plain email address (name@example.com: no quotes, brackets, comments or spaces).`,
  addressLocalTooLong: (p: { shown: string; length: number; max: number }) =>
    `${p.shown}: the part before "@" has ${p.length} characters; at most ${p.max}.`,
  clockHours: (p: { key: string; value: string }) => `${p.key}= takes a number of hours, not "${p.value}".`,
  clockUnknown: (p: { key: string }) => `Unknown clock setting "${p.key}".`,
  clockInvalid: (p: { path: string; message: string }) =>
    `Clock setting ${p.path}: ${p.message}. Use turn=<hours> remind=<hours> grace=<hours> skip=sat,sun timeout=wait|pass|random|bot|drop.`,
  clockEveryDay: 'skip= cannot name every day of the week.',
  // `status` to new@: the sender's games.
  yourGames: 'Your games',
  gameWaitingToJoin: 'waiting for players to join',
  gameStatus: (p: { status: string }) => p.status,
  yourGameLine: (p: { title: string; id: string; status: string; where: string; address: string }) =>
    `${p.title} ${p.id} (${p.status}): ${p.where}. Reply to ${p.address}`,
  noGames: 'You are not playing any game here. Start one with: new <game> <address> <address>…',
  // Help.
  helpMove: "a move in the game's words, one per line; several lines play several steps in order",
  helpNumber: 'the move with that number in the list of the email you are answering',
  helpStatus: 'send me the current position again',
  helpHistory: 'the last n moves (10 if no number)',
  helpUndo:
    'take back everything your last reply played (a whole turn chosen by its number, or several lines), if nothing hidden was revealed and nobody has moved since',
  helpNotify: 'mail only when a decision is yours (turn, the default), after every change (all), or once a day plus your turns (daily)',
  helpLanguage: 'emails in English (en) or Japanese (ja)',
  helpVacation: 'pause your deadlines (at most 14 days at once, 30 per game)',
  helpBack: 'end your vacation early',
  helpTimezone: 'show deadlines in your time zone, e.g. timezone Asia/Tokyo',
  helpResign: 'leave the game; your seat is played automatically',
  helpHelp: 'this list',
  // Receipts: the answer to a reply that leaves its author nothing to decide.
  receiptHeadline: (p: { next: string }) => `Your reply is in. ${p.next}`,
  nothingToDo: 'Nothing to do for now: you get an email when a decision is yours.',
  receiptsOffHint: 'Reply "notify receipts off" to get no answer when your reply hands the turn on.',
  closeUpAlt: 'Your own part of the board, close up',
  helpReceipts: 'an answer to each reply that leaves you nothing to decide (on, the default), or none (off)',
} satisfies Record<string, Entry>;

type Entry = string | ((p: never) => string);
/** The shape every language must fill: same keys, same argument types. */
export type Messages = { readonly [K in keyof typeof en]: (typeof en)[K] };
export type MessageKey = keyof Messages;
