//! The rule index: every rule number of the Digimon Card Game comprehensive rules Ver.3.6 that
//! the engine implements, with a short English title. Events and scenarios cite these numbers;
//! a test checks that every cited number is indexed.

/// One indexed rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The number as the rulebook writes it.
    pub number: &'static str,
    /// A short English title.
    pub title: &'static str,
}

macro_rules! rule_index {
    ($($name:ident = $number:literal, $title:literal;)*) => {
        $(
            #[doc = concat!("Rule ", $number, ": ", $title, ".")]
            pub const $name: Rule = Rule { number: $number, title: $title };
        )*
        /// Every indexed rule, in rulebook order.
        pub const INDEX: &[Rule] = &[$($name),*];
    };
}

rule_index! {
    TWO_PLAYERS = "1-1-1", "The game is played by two players";
    GAME_ENDS = "1-2-1", "A player who meets a win condition wins at once";
    GAME_ENDS_AT_ONCE = "1-2-2", "The game ends as soon as a player wins or loses";
    WIN_BY_ATTACK = "1-2-3-1", "Win: an attack on a player with no security succeeds";
    WIN_BY_DECK_OUT = "1-2-3-2", "Win: the opponent cannot draw in their draw phase";
    CONCEDE = "1-2-4", "A player may concede at any time and loses at once";
    CONCEDE_NO_EFFECTS = "1-2-5", "Conceding triggers no effects";
    TEXT_OVER_RULES = "1-3-1", "Card text overrides the rules";
    IMPOSSIBLE_SKIPPED = "1-3-2", "Impossible actions are not performed";
    SAME_STATE = "1-3-3", "Re-applying a state is not a change";
    CHOOSE_AT_LEAST_ONE = "1-3-6", "Choosing cards means choosing at least one";
    SUM_MODIFIERS = "1-3-8", "Modifiers are summed, then applied";
    COST_FLOOR = "1-3-9", "Costs never go below 0";
    SHUFFLE = "1-3-10", "Shuffling randomises";
    CANNOT_DECLARE = "1-3-11-1", "A card that cannot be used or paid for cannot be declared";
    DECK_SIZE = "1-4-1-2-1", "The deck has exactly 50 cards";
    DECK_COPIES = "1-4-1-2-2", "At most 4 copies of a card number";
    EGG_DECK_SIZE = "1-4-1-3-1", "The digitama deck has 0 to 5 cards";
    MEMORY_GAUGE = "1-4-2", "The shared memory gauge runs from 10 to 10";
    CARD_CATEGORIES = "2-2-2", "Four card categories";
    NAME_EXACT = "2-3-1-2", "「X」 means a name equal to X";
    NAME_CONTAINS = "2-3-1-3", "A name containing X";
    INHERITED_BOX = "2-3-4", "Inherited effects";
    DIGIVOLVE_CONDITION = "2-3-6", "Digivolve conditions and cost";
    DIGIVOLVE_ICON_TEXT = "2-3-6-3", "Text with a [Digivolve] icon is also a digivolve condition";
    MULTICOLOUR = "2-4-3-1", "A multicolour card has every colour it shows";
    NO_DP = "2-5-3", "A card without DP cannot have DP changed";
    NO_LEVEL = "2-9-2", "A card without Lv. has no level";
    NEW_CARD = "3-1-3-1", "A card that moves becomes a new card";
    COUNTS_PUBLIC = "3-1-3-2", "The number of cards in every place is public";
    SIMULTANEOUS_MOVE = "3-1-3-3", "Cards moved together move simultaneously";
    DEFAULT_PLACEMENT = "3-1-3-5", "Cards are placed by the destination zone's rules";
    OWNERS_ZONE = "3-1-3-8", "Cards go to their owner's zone";
    EGG_REDIRECT = "3-1-3-9", "A Digi-Egg going to a hidden zone goes to the digitama deck";
    DECK_ORDER = "3-2-3", "The deck's order cannot be changed";
    ENTER_ACTIVE = "3-4-3", "Cards enter an area active";
    BREEDING_ONE = "3-4-5-2", "The breeding area holds one Digimon";
    BREEDING_ISOLATED = "3-4-5-3", "Effects that do not name the breeding area do not affect it";
    BREEDING_NO_TRIGGER = "3-4-5-4", "Breeding-area cards' effects do not trigger or apply";
    BREEDING_NOT_CHOSEN = "3-4-5-5", "Breeding-area cards cannot be chosen";
    BREEDING_NO_CONDITION = "3-4-5-7", "Breeding-area cards cannot meet other effects' conditions";
    BREEDING_NOT_REFERENCED = "3-4-5-8", "Effects that do not name the breeding area cannot reference its cards";
    HAND_HIDDEN = "3-5-3", "The hand is hidden; its owner may look at it";
    TRASH_PUBLIC = "3-6-3", "The trash is public";
    SECURITY_HIDDEN = "3-7-2", "Security is hidden";
    PAY_COST = "4-1-1", "Paying a cost moves memory toward the opponent";
    MEMORY_PLUS_MINUS = "4-1-4", "Memory+X and Memory-X";
    MEMORY_COMPARE = "4-1-2", "Memory X or less / X or more";
    MEMORY_COMPARE_OPPONENT = "4-1-3", "Memory on the opponent's side X or less / X or more";
    DIGI_EGG_IS_DIGIMON = "4-2-2", "A Digi-Egg card in an area is a Digimon";
    SOURCES = "4-2-3", "Cards under a Digimon are its digivolution sources";
    INHERIT = "4-2-4", "A Digimon gains its sources' inherited effects";
    CHECK_ONE = "4-2-9", "A Digimon checks one security card";
    STACK_ORIENTATION = "4-5-6", "A new top card keeps the orientation";
    UNDER_NOT_IN_AREA = "4-5-7", "Cards under a card are not in the area";
    STACK_TRASHED = "4-5-8", "A leaving 1体's stacked cards are trashed together";
    DELETE = "4-13", "Delete: put into the trash";
    ON_DELETION_PENDING = "4-13-2", "On-deletion effects trigger on the field and wait in the trash";
    TRASH = "4-14", "Trash";
    TRASH_NOT_DELETE = "4-14-3", "Trashing is not deleting";
    MOVE = "4-15", "Move from the breeding area to the battle area";
    MOVE_NEEDS_DP = "4-15-2", "Only a Digimon with DP can move";
    MOVE_KEEPS_ORIENTATION = "4-15-3", "A moved Digimon keeps its orientation";
    MOVE_CANCELS_PENDING = "4-15-5", "Moving cancels its pending effects";
    HATCH = "4-16", "Hatch a Digi-Egg into the breeding area";
    HATCH_EMPTY = "4-16-2", "No hatch from an empty digitama deck";
    HATCH_OCCUPIED = "4-16-3", "No hatch while the breeding area is occupied";
    OVERFLOW = "4-17-1", "Overflow: memory moves when the card leaves the field";
    TOKEN_PLAYED = "4-18-1", "A token is played from outside the game by an effect";
    TOKEN_REMOVED = "4-18-5", "A token leaving the area is removed from the game";
    COLOUR_REQUIREMENT = "4-19-2", "An Option needs an own Digimon or Tamer of its colour";
    COLOUR_MULTI = "4-19-3", "A multicolour Option needs every colour";
    COLOUR_MULTI_DIGIMON = "4-19-4", "A multicolour Digimon or Tamer meets several colours";
    COLOUR_ONLY_FOR_USE = "4-19-5", "No colour requirement when an Option's effect activates other than by use";
    AT_LEAST_X = "4-23-1", "\"Has X cards\" means X or more";
    SHUFFLE_DECKS = "5-2-1-1", "Shuffle the decks";
    FIRST_PLAYER = "5-2-1-3", "The winner of rock-paper-scissors goes first";
    OPENING_HAND = "5-2-1-4", "Draw 5; each player may mulligan once";
    MULLIGAN = "5-2-1-5", "A mulligan returns the hand, shuffles and draws 5";
    SECURITY_SETUP = "5-2-1-6", "Place 5 security cards from the deck top";
    MEMORY_ZERO = "5-2-1-7", "Memory starts at 0";
    FIRST_TURN = "5-2-1-8", "The first player's turn begins";
    PHASE_ORDER = "6-1-2", "Active, draw, breeding, main";
    PHASE_WAITS = "6-1-3", "A phase ends only when nothing is left to resolve";
    TURN_END_CONDITION = "6-1-4-1", "Memory on the opponent's side ends the turn";
    START_OF_TURN = "6-2-1-1", "Start-of-turn effects resolve before unsuspending";
    START_ENDS_TURN = "6-2-1-2", "The turn may end before unsuspending";
    UNSUSPEND = "6-2-1-3", "The turn player's cards become active together";
    DRAW_PHASE = "6-3-1", "The turn player draws 1";
    FIRST_NO_DRAW = "6-3-1-1", "The first player skips the first draw";
    BREEDING_PHASE = "6-4-1", "Hatch, move or do nothing";
    MAIN_PHASE = "6-5-1", "Main-phase actions";
    PLAY_ACTION = "6-5-1-1-1", "Play a Digimon or Tamer";
    DIGIVOLVE_ACTION = "6-5-1-2-1", "Digivolve";
    USE_ACTION = "6-5-1-3-1", "Use an Option";
    ATTACK_ACTION = "6-5-1-5-1", "Attack";
    ACTIVATE_ACTION = "6-5-1-6-1", "Activate a [Main] effect";
    PASS = "6-5-1-7-1", "Pass: memory becomes opponent-side 3";
    END_OF_TURN = "6-6-1", "End of turn arrives in the current phase";
    END_WAITS = "6-6-2", "The turn stays until nothing is left to resolve";
    TURN_PASSES = "6-6-3", "The turn passes to the other player";
    END_CANCELLED = "6-6-4", "Memory back to 0 or more cancels the turn end";
    PLAY = "7-1-1", "Play: a new 1体 in the area";
    PLAYED_CANNOT_ATTACK = "7-1-2-1", "A card played this turn cannot attack";
    PLAY_ROLLBACK = "7-1-2-3", "A play that cannot be completed is undone";
    PLAY_PROCEDURE = "7-1-3", "Declare, pay, put into the area";
    DIGIXROS = "7-2-1", "DigiXros: materials from hand and battle area reduce the play cost";
    DIGIXROSSED = "7-2-2-9", "Digixrossed: at least one card was placed";
    ASSEMBLY = "7-3-1", "Assembly: materials from the trash reduce the play cost";
    DIGIVOLVE = "8-1-1", "Digivolve: stack a Digimon card on your card";
    CHOOSE_CONDITION = "8-1-2-1", "Choose which digivolve condition to use";
    SAME_UNIT = "8-1-2-3", "A digivolved Digimon is the same 1体";
    DIGIVOLVE_ORIENTATION = "8-1-2-4", "The new top card keeps the orientation";
    DIGIVOLVE_WITHOUT_DRAW = "8-1-2-10", "Digivolving is possible when no card can be drawn";
    DIGIVOLVE_DRAW = "8-1-3-3", "Stack the card, then draw 1";
    JOGRESS = "8-2-1", "DNA digivolution: a new 1体 on top of two Digimon";
    BURST = "8-3-1", "Burst digivolution: return the Tamer, digivolve";
    BURST_TRASH = "8-3-2-1", "Burst digivolution: trash the top card at end of turn";
    USE = "9-1-1", "Use an Option: activate its [Main] effect";
    USE_NO_INTERRUPT = "9-1-2", "Nothing interrupts between use and activation";
    USE_CONDITIONS = "9-1-3", "Conditions in a used Option's [Main] effect apply as written";
    USE_NO_ZONE = "9-1-4", "An Option being used is in no zone";
    USE_TRASH = "9-1-5", "After its [Main] effect the Option is trashed";
    USE_PROCEDURE = "9-1-9", "Declare and reveal, pay the use cost, activate the first [Main] effect";
    ONLY_TURN_PLAYER_ATTACKS = "11-1-2", "Only the turn player attacks";
    ATTACK_TIMINGS = "11-1-3", "Declaration, counter, block, success, end";
    TIMING_WAITS = "11-1-4", "A timing moves on only when nothing is left to resolve";
    ATTACK_CONTINUES = "11-1-5", "Every timing happens once declared";
    DECLARE_ATTACK = "11-2-1", "Suspend a Digimon and declare an attack";
    NO_ATTACK_DURING_ATTACK = "11-2-4", "No new attack declaration during an attack";
    CANNOT_SUSPEND_NO_ATTACK = "11-2-5", "A Digimon that cannot be suspended cannot attack";
    TARGET_VANISHED = "11-2-6", "A vanished target: the attack does not succeed";
    ATTACK_TARGET = "11-2-7-1", "Target: the opponent or a suspended opponent Digimon";
    NO_RETARGET_TO_SAME = "11-2-7-3", "The target cannot be changed to the current target";
    NO_RETARGET_WITHOUT_ATTACKER = "11-2-7-4", "Without the attacker the target cannot change; the attack succeeds nowhere";
    COUNTER_TIMING = "11-3-1", "Counter timing";
    BLOCK_TIMING = "11-4-1", "Block timing";
    CHECK_SECURITY = "11-5-1-1", "An attack on a player with security checks it";
    NO_SECURITY = "11-5-1-2", "An attack on a player with no security wins";
    NO_CHECK_NO_WIN = "11-5-1-2-1", "No win if the attacker cannot check even one card";
    ATTACK_BATTLE = "11-5-1-3", "An attack on a Digimon leads to battle";
    ATTACK_FAILS = "11-5-1-4", "The attack succeeds nowhere";
    END_OF_ATTACK = "11-6-1", "End of attack";
    ATTACK_END_WAITS = "11-6-2", "The attack ends only when nothing is left to resolve";
    BLOCK = "12-1-1", "A block changes the target to the blocker";
    ONE_BLOCK = "12-1-2", "Only one Digimon blocks per attack";
    CANNOT_SUSPEND_NO_BLOCK = "12-1-4", "A Digimon that cannot be suspended cannot block";
    TARGET_CANNOT_BLOCK = "12-1-5", "The attack target cannot block";
    NO_BLOCK_WITHOUT_ATTACKER = "12-1-6", "No block while the attacker is not in the battle area";
    BLOCK_SUSPENDS = "12-1-7-1", "Declare the block and suspend the blocker";
    CHECK_ONE_AT_A_TIME = "13-1-2", "Checks are made one at a time";
    CHECK_MANDATORY = "13-1-3", "Checks are mandatory";
    CHECK_STOPS = "13-1-4", "A Digimon that left stops checking";
    CHECKED_NO_ZONE = "13-1-5", "A checked card is in no zone";
    SECURITY_DIGIMON = "13-1-6", "A checked Digimon card is a security Digimon";
    CHECK_REVEAL = "13-1-7-1", "Reveal the top security card";
    CHECK_TRIGGERS = "13-1-7-2-1", "Effects triggered by the check resolve first";
    CHECK_BATTLE = "13-1-7-3-1", "A security Digimon battles the checking Digimon";
    CHECK_NO_BATTLE = "13-1-7-3-2", "Without a security Digimon there is no battle";
    CHECK_TRASH = "13-1-7-4", "A checked card is trashed";
    CHECK_AGAIN = "13-1-7-5", "Check again while the Digimon can";
    BATTLE_COMPARE = "14-2-1", "Compare DP";
    BATTLE_HIGHER_WINS = "14-2-1-1", "Higher DP wins the battle";
    BATTLE_LOWER_LOSES = "14-2-1-2", "Lower DP loses the battle";
    BATTLE_TIE = "14-2-1-3", "Equal DP: both lose";
    BATTLE_DELETE = "14-2-2", "Losing Digimon are deleted";
    SECURITY_NOT_DELETED = "14-2-3", "A losing security Digimon is not deleted";
    BATTLE_TRIGGERS = "14-2-4", "Effects triggered by the battle resolve first";
    TEXT_ORDER = "15-1-2", "One effect is processed in the order of its text";
    PROHIBITION_WINS = "15-1-3", "Prohibitions beat permissions";
    ALL_PROCESSES = "15-1-4", "An effect with several processes resolves once all are done";
    AS_FAR_AS_POSSIBLE = "15-1-5", "Non-optional effects are performed as far as possible";
    ACTIVATED_WHEN_CHOSEN = "15-1-6", "An effect is activated when it is chosen to be performed";
    DEFAULT_ZONE = "15-1-7", "Effects see the battle area by default";
    INHERITED_IS_DIGIMON_EFFECT = "15-3-2", "Inherited effects are Digimon effects";
    ONE_AT_A_TIME = "15-4-2-3", "Pending effects are activated one at a time";
    SIMULTANEOUS = "15-4-3-2", "Effects triggered in one process are simultaneous";
    RULE_CHECK_SIMULTANEOUS = "15-4-3-3", "Rule-check triggers join the simultaneous set";
    ORDER_EACH_TIME = "15-4-3-4", "The next pending effect is chosen each time one resolves";
    TURN_PLAYER_FIRST = "15-4-3-5", "The turn player activates their pending effects first";
    PENDING_CANCELLED = "15-4-4-3", "A pending effect of a card that became new is cancelled";
    PENDING_LOST = "15-4-4-4", "A pending effect its card no longer has is cancelled";
    DERIVED_FIRST = "15-4-5-2", "Derived triggers activate before older pending effects";
    DERIVED_NON_TURN_PLAYER = "15-4-5-3", "A non-turn player's derived trigger goes before the turn player's pending effects";
    TRIGGER_ONCE = "15-5-2", "Simultaneous occurrences trigger once";
    PROCESSING_CONDITION_WORDS = "15-6-1", "\"If\" and \"while\" state processing conditions";
    PROCESSING_CONDITION = "15-6-2", "A processing condition gates the next process";
    CONDITION_UNMET = "15-6-3", "An effect whose conditions are all unmet cannot activate";
    OPTIONAL_CONDITION_WORDS = "15-7-1", "\"By doing X\" states an optional processing condition";
    OPTIONAL_CONDITION = "15-7-2", "If the optional condition is not performed, nothing after it happens";
    NOT_IN_PART = "15-7-3", "An optional processing condition cannot be performed in part";
    CHOOSE_EVEN_IF_IMPOSSIBLE = "15-7-4", "It may be chosen even when it cannot be performed";
    CHOOSE_EVEN_IF_NOTHING_FOLLOWS = "15-7-5", "It may be performed even when what follows cannot be";
    CONTINUOUS_STARTS = "15-8-2-2", "A continuous effect applies from the moment its condition is met";
    CONTINUOUS_STOPS = "15-8-2-3", "A continuous effect stops applying when its condition is no longer met";
    CONTINUOUS_STACK = "15-8-2-4", "Several continuous effects all apply together";
    LATER_WINS = "15-8-2-5", "Among contradictory continuous effects the later wins";
    CONTINUOUS_WHILE = "15-8-2-6-1", "A continuous effect with a processing condition applies while it holds";
    CONTINUOUS_WHILE_ENDS = "15-8-2-6-2", "It stops applying when its processing condition is no longer met";
    NO_ACTIVATION_MID_PROCESS = "15-8-3-2", "Triggered effects cannot activate during a rule or effect process";
    END_TRIGGERS_STAY = "15-8-3-6", "End-of-turn triggers stay triggered whatever memory does";
    CURRENT_SITUATION = "15-8-3-7", "References use the situation at processing";
    TRIGGER_SITUATION = "15-8-3-8", "References to the trigger use the situation at trigger time";
    CONDITION_AT_ACTIVATION = "15-8-3-9-2", "A triggered effect triggers anyway; its processing condition must hold when it activates";
    PROCESSING_CONDITION_REFERENCE = "15-8-3-9-3", "A triggered effect's processing condition reads the situation at processing";
    LEAVE_CONDITION = "15-8-3-9-4", "Leave-zone conditions use the trigger-time situation";
    FORMER_TOP_HOLDS = "15-8-3-5", "The former top card holds on-deletion effects";
    ACTIVATED = "15-8-4-1", "[Main] effects: turn player, own main phase";
    MAIN_DECLARE = "15-8-4-2", "[Main] effects are declared in your main phase when nothing is unresolved";
    MAIN_CONDITION = "15-8-4-3-1", "A [Main] effect with a processing condition can be declared only while it holds";
    MAIN_OPTIONAL_CONDITION = "15-8-4-4-1", "A [Main] effect's optional processing condition must be performable, and is then performed";
    IMMEDIATE = "15-8-5-2", "Immediate effects interrupt just before their cause";
    IMMEDIATE_SIMULTANEOUS = "15-8-5-3", "Immediate effects are simultaneous only with other immediate effects";
    IMMEDIATE_ONCE = "15-8-5-4", "Once per interrupted cause";
    MANDATORY = "15-9-1-2", "Mandatory processes must be chosen and performed";
    OPTIONAL = "15-9-2-2", "Optional processes may be declined";
    AS_MANY_AS_POSSIBLE = "15-10-2-1", "\"X of them\": choose as many as possible, up to X";
    UP_TO = "15-10-2-2", "\"Up to X\": choose up to X";
    NO_DUPLICATE_CHOICE = "15-10-2-3", "The same card cannot be chosen twice";
    ALL_NO_CHOICE = "15-10-2-4-1", "\"All\": nothing is chosen; global processing";
    GIVEN_STAYS = "15-11-1-3-2", "What a conditional single-target process gave stays when the target stops meeting the condition";
    GLOBAL_LATER = "15-11-2-2", "Continuing global processing also affects objects added later";
    GIVEN_PERSISTS = "15-13-2", "Given effects persist when cards are stacked on or leave the stack";
    ONCE_PER_TURN_USES = "15-14-1-1", "[Once Per Turn]: each choice to activate uses it up";
    ONCE_PER_TURN = "15-14-1-2", "[Once Per Turn] used up: it does not even trigger";
    ONCE_PER_CARD = "15-14-1-3", "[Once Per Turn] is counted per card";
    ONCE_PER_TURN_RESET = "15-14-1-4", "A card that became a new card may use its [Once Per Turn] again";
    ONCE_PER_TURN_ON_FAIL = "15-14-1-5", "[Once Per Turn] is used when chosen, even if the processing fails";
    GAIN_GIVE = "15-15-2", "\"Gain\" and \"give\" grant an effect to the target";
    SECURITY_EFFECT = "15-16-10-2", "[Security] effects activate at once, never pending";
    ON_PLAY = "15-16-2", "[On Play]";
    WHEN_DIGIVOLVING = "15-16-3", "[When Digivolving]";
    ON_DELETION = "15-16-4", "[On Deletion]";
    WHEN_ATTACKING = "15-16-5", "[When Attacking]";
    TURN_SCOPE = "15-16-8", "[Your Turn] / [Opponent's Turn]";
    ALL_TURNS = "15-16-9", "[All Turns]";
    START_OF_TURN_TIMING = "15-16-11", "[Start of Your Turn]";
    END_OF_TURN_TIMING = "15-16-12", "[End of Turn]";
    MAIN_PHASE_START = "15-16-13", "[Start of Your Main Phase]";
    END_OF_ATTACK_TIMING = "15-16-15", "[End of Attack]";
    WHEN_MOVING = "15-16-16", "[When Moving]";
    SECURITY_ATTACK = "16-3", "Security Attack ±N";
    SECURITY_ATTACK_AT_ONCE = "16-3-2", "Security Attack applies at once, even during a check";
    SECURITY_ATTACK_ADD = "16-3-3", "Several Security Attacks add up but are not one summed keyword";
    SECURITY_ATTACK_FLOOR = "16-3-4", "The check count is never below 0";
    BLOCKER = "16-4", "Blocker";
    RECOVERY = "16-5", "Recovery +N (Deck)";
    RECOVERY_DECK_TOP = "16-5-3", "Recovery from the deck puts the deck's top card on security";
    PIERCING = "16-6", "Piercing";
    PIERCING_DEFERRED = "16-6-4", "Piercing checks just before end of attack";
    PIERCING_ONCE = "16-6-5", "Several Piercings move to the security check only once";
    PIERCING_NO_SECURITY = "16-6-6", "No Piercing check when the opponent has no security";
    PIERCING_NO_CHECKER = "16-6-7", "No Piercing check when the checking Digimon is gone";
    DRAW = "16-7", "Draw N";
    DRAW_MANDATORY = "16-7-3", "The draw of Draw N is mandatory";
    JAMMING = "16-8", "Jamming";
    REBOOT = "16-10", "Reboot";
    DE_DIGIVOLVE = "16-11", "De-Digivolve N";
    DE_DIGIVOLVE_LEVEL3 = "16-11-4", "De-Digivolve stops at a Lv.3 card";
    DE_DIGIVOLVE_SEPARATE = "16-11-7", "Separate De-Digivolves in one effect are processed separately";
    RETALIATION = "16-12", "Retaliation";
    RUSH = "16-14", "Rush";
    BLITZ = "16-15", "Blitz";
    DELAY = "16-16", "Delay";
    ARMOR_PURGE = "16-18", "Armor Purge";
    SAVE = "16-19", "Save";
    EVADE = "16-21", "Evade";
    RAID = "16-22", "Raid";
    ALLIANCE = "16-23", "Alliance";
    BARRIER = "16-24", "Barrier";
    FORTITUDE = "16-26", "Fortitude";
    MIND_LINK = "16-27", "Mind Link";
    COLLISION = "16-29", "Collision";
    SCAPEGOAT = "16-31", "Scapegoat";
    VORTEX = "16-32", "Vortex";
    ICECLAD = "16-34", "Iceclad";
    FRAGMENT = "16-36", "Fragment";
    EXECUTE = "16-37", "Execute";
    EXECUTE_DEFERRED = "16-37-4", "Execute deletes the attacker at the end of the attack";
    RULE_CHECK = "17-1-2", "Rule checks happen between processes";
    NO_CHECK_IN_RULES = "17-1-2-1", "No rule check during rule processing";
    NO_CHECK_IN_EFFECTS = "17-1-2-2", "No rule check during effect processing";
    RULE_CHECK_TOGETHER = "17-1-3", "Rule-check processes are performed simultaneously";
    DP_ZERO = "17-1-3-1", "DP 0: deleted by rule check";
    NO_DP_IN_BATTLE_AREA = "17-1-3-2", "A card without DP in the battle area is trashed";
    OPTION_IN_AREA = "17-1-3-3", "An Option in the battle area is trashed";
    TAMER_IN_BREEDING = "17-1-3-4", "A Tamer or Option in the breeding area is trashed";
    DEFERRED = "18-1-1", "Deferred processing";
    REPLACEMENT = "18-2-1", "Replacement";
    LOOP_DRAW = "18-3-2", "An unstoppable loop is a draw";
}

/// The indexed rule with this number.
pub fn find(number: &str) -> Option<Rule> {
    INDEX.iter().copied().find(|r| r.number == number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_unique() {
        let mut numbers: Vec<&str> = INDEX.iter().map(|r| r.number).collect();
        numbers.sort_unstable();
        let before = numbers.len();
        numbers.dedup();
        assert_eq!(before, numbers.len(), "every rule number appears once in the index");
    }
}
