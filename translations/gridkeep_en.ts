<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionPointModel</name>
    <message>
        <source>Speed %1: %2 before the Action, %3 after, %4 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed %1: %2 before the Action, %3 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AmountPopup</name>
    <message>
        <source>Heal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter applies, Esc cancels. Undo with Ctrl+Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreaAlert</name>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An area&apos;s name and its kind, e.g. &quot;Burning floor (FIELD)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 003: FIELD spells &quot;trigger their effect when a creature enters a square within the radius ... The effect is triggered again for every subsequent square entered&quot;</source>
        <extracomment>A quotation of the rules text (Seed 003).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells &quot;trigger their effect when a creature enters the radius&quot;</source>
        <extracomment>A quotation of the rules text (Seed 003).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2. %3.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %3 quotes the rule.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 trigger. %4.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %4 quotes the rule.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one a square entered. %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one an entry. %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreaEditor</name>
    <message>
        <source>enters %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An area&apos;s centre must be on the map and its radius 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An area&apos;s name and its kind, e.g. &quot;Burning floor (FIELD)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreaLayer</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), radius %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), radius %3: no token inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n in</source>
        <extracomment>An area&apos;s chip: its name, its kind (FIELD or ZONE), how many tokens are in it.</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n in</numerusform>
            <numerusform>%1 · %2 · %n in</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AreaPanel</name>
    <message>
        <source>FIELD area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZONE area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triggers for every square entered within the radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triggers when a creature enters the radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 003: FIELD spells “trigger their effect when a creature enters a square within the radius … The effect is triggered again for every subsequent square entered.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells “trigger their effect when a creature enters the radius.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZONE</source>
        <extracomment>The ZONE spell keyword (a game term, written in capitals).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackPopup</name>
    <message>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acting combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense / damage type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yield dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee or thrown (adds brawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>A game term: the target defends against the attack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>A game term: the target yields to the attack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>The attacker&apos;s character level (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic bonus a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR / DEX / WIS bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Attack (double dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sneak attack (direct damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d%2, exploding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from a bundled sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot autosave: the recovery folder %1 cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unnamed encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recovery file &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another recovery is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <extracomment>A QDateTime format (d day, MMM month name, yyyy year, HH:mm time): when the unsaved changes were written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Map background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stretch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset (cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset y</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleSheet</name>
    <message>
        <source>Untitled encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · players’ copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · GM’s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one inch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>25 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 1 inch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 25 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trim or fold along the crop marks; each sheet repeats the last column and row of its neighbours as a shaded strip: lay it over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · p. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <extracomment>Heading: the sides (teams) of the encounter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Column heading: the side (team) a token fights on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column heading: a token&apos;s size in squares, e.g. &quot;2×2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 · columns %2–%3, rows %4–%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle sheets need a square board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle sheets need a QGuiApplication (fonts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has no squares to print, or the margins leave no room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the PDF %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardAreaEdit</name>
    <message>
        <source>Area %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Erase terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase lighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make door</source>
        <extracomment>Undo steps: turn a wall into a door, open it, close it (verbs).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make plain wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board changed while the image was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at %2 in %3: move it before removing the water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear difficult from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 turbulent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear turbulent from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put water in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove water from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill %1 with an obstacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the obstacle from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the Saving Throw of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving Throw on entering %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at %2: bring it down before forbidding %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a picture of at most %2 MB, got %3 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyward</source>
        <extracomment>The Combat Grid&apos;s altitude level above the ground (a game term), when the rule set names none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a square board takes a background image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on sight over heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off sight over heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set door top</source>
        <extracomment>An undo step: set how high a wall (a door) reaches (docs/rules.md §13).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set wall top</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board holds as many pins as a file may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note %1</source>
        <extracomment>The title a new map pin starts with; %1 is its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pin&apos;s title and text may have at most %1 characters each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board holds as many traps as a file may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap %1</source>
        <extracomment>The name a new trap starts with; %1 is its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay trap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trap&apos;s name and note may have at most %1 characters each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit trap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove trap %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardNotices</name>
    <message>
        <source>Players see: Between scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player view: Between scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this encounter on the player view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <source>battle sheets need a square board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is too large for an image at %1 pixels per cell; ask for fewer pixels per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new encounter (Ctrl+N) or open one (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overlays are catching up with the dragged token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↻ updating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>True Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold a ruler to the line and type its length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure from the outer edge of one end mark to the outer edge of the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 105</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length your ruler shows, as precisely as you can read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of a square on the table: usually 1 inch, the base of a miniature, or 25 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated: a square is %1 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not calibrated yet: by the size the screen reports, a square is %1 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the size the screen reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of the length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of the square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassicProcedure</name>
    <message>
        <source>Initiative %1: the party goes first</source>
        <extracomment>%1 is the initiative roll, e.g. &quot;1d6: 4 = 4&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative %1: the enemies go first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatActions</name>
    <message>
        <source>&amp;Start Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret Roll (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lay Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Condition…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatController</name>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. End the fight with Shift+F5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acts, then passes the Initiative (next: %2), or a Reaction seizes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick who acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1, most affected by the last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next in initiative: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by surprise. Next: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponents strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 first this round. Next: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemies act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fight needs combatants on two opposing sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>An undo step: a hidden combatant is shown to the players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 set to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: damage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: heal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An undo step: %1 is what caused it (a template), %2 a condition.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction</source>
        <extracomment>An undo step: a combatant reacts (a game term: an action out of turn).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an enemy of the acting combatant with Composure left can react.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot pass and stays where it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>An undo step: the target defends against an attack (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>An undo step: the target yields to the attack and takes the damage (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 actions unavailable</source>
        <extracomment>%1 is the pool the actions come from, e.g. &quot;Stamina&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot react</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Damage %1 to %n tokens</source>
        <translation>
            <numerusform>Damage %1 to %n token</numerusform>
            <numerusform>Damage %1 to %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Heal %1 to %n tokens</source>
        <translation>
            <numerusform>Heal %1 to %n token</numerusform>
            <numerusform>Heal %1 to %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %1 to %n tokens</source>
        <translation>
            <numerusform>Add %1 to %n token</numerusform>
            <numerusform>Add %1 to %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the start of %1&apos;s turn</source>
        <translation>
            <numerusform>%n round, to the start of %1&apos;s turn</numerusform>
            <numerusform>%n rounds, to the start of %1&apos;s turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the end of %1&apos;s turn</source>
        <translation>
            <numerusform>%n round, to the end of %1&apos;s turn</numerusform>
            <numerusform>%n rounds, to the end of %1&apos;s turn</numerusform>
        </translation>
    </message>
    <message>
        <source>reaction</source>
        <extracomment>The per-turn checkbox of a combatant&apos;s one reaction (rule set &quot;meters&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1%2 each)</source>
        <extracomment>After the dice faces: a modifier added to each die, e.g. &quot; (+1 each)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets off %2 at %3,%4</source>
        <extracomment>%1 is the token, %2 the trap&apos;s name, %3 and %4 the cell where it fired.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>No fight yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rule set has no combat procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token on the board joins. Hidden tokens join hidden and are revealed on their first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d6 (1: opponents, 6: party)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party surprises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponents surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start combat  (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End combat (Shift+F5); Ctrl+Z brings it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn (Shift+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this turn and start the suggested one (N). Double-click a combatant to give it the turn instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay</source>
        <extracomment>Combat: the acting combatant delays its turn (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1  %2</source>
        <extracomment>A combat log line: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage…	D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal…	H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll	R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret roll (GM only)	Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay this turn (P): the combatant waits and is suggested last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[GM only] R%1  %2</source>
        <extracomment>A combat log line the players never see: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the turn	J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack: defend or yield…	F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack…	F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a condition…	S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction: seize the Initiative	Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal to the players	U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up in the order	Shift+PgUp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down in the order	Shift+PgDown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatProcedure</name>
    <message>
        <source>%1 is defeated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatRunner</name>
    <message numerus="yes">
        <source>Combat begins: %n combatant(s)</source>
        <translation>
            <numerusform>Combat begins: %n combatant</numerusform>
            <numerusform>Combat begins: %n combatants</numerusform>
        </translation>
    </message>
    <message>
        <source>Surprise roll %1: the party surprises</source>
        <extracomment>%1 is the roll, e.g. &quot;1d6: 2 = 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise roll %1: the opponents surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise roll %1: no surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise round: only the party acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise round: only the opponents act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 delays their turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resumes their delayed turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one side can still fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 ends. %2: the fight is over</source>
        <extracomment>%2 is why the fight is over, e.g. &quot;Only one side can still fight&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The surprise round ends. Round %1</source>
        <extracomment>A combat round begins (a log line).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <extracomment>%2 is a condition, e.g. &quot;prone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <extracomment>%2 is an amount, %3 the pool it comes off, e.g. &quot;Ana takes 3 HP damage&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suffers %2 stress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 as injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot gain %2 while %3</source>
        <extracomment>%2 is a pool, %3 a condition, e.g. &quot;Ana cannot gain poise while reeling&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 regains %2 %3</source>
        <extracomment>%2 is an amount, %3 a pool, e.g. &quot;Ana regains 4 HP&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM rolls %1</source>
        <extracomment>%1 is the roll, e.g. &quot;2d6: 3 5 = 8&quot;; the GM rolls it rather than a combatant.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of %3&apos;s turn</source>
        <extracomment>%2 is a condition, %3 whose turn counts the rounds.</extracomment>
        <translation>
            <numerusform>%1 is %2 for %n round, until the end of %3&apos;s turn</numerusform>
            <numerusform>%1 is %2 for %n rounds, until the end of %3&apos;s turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the start of %3&apos;s turn</source>
        <translation>
            <numerusform>%1 is %2 for %n round, until the start of %3&apos;s turn</numerusform>
            <numerusform>%1 is %2 for %n rounds, until the start of %3&apos;s turn</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <extracomment>%2 is a condition, e.g. &quot;Ana is prone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at 0 %2 and cannot react</source>
        <extracomment>%2 is a pool&apos;s short name, e.g. &quot;0 EN&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reacts against %2 and will seize the Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: modifier %2 a die, Combat Roll total %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw fails: 0 %3</source>
        <extracomment>%2 is an energy, %3 a pool&apos;s short name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: passes</source>
        <extracomment>%2 is an energy, %3 the roll, %4 the energy&apos;s value, %5 the total, %6 the target.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 %3, less than the threat %4: it must yield</source>
        <extracomment>%2 is an amount, %3 a pool.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defends with %2: threat %3 − armor %4 = %5</source>
        <extracomment>%2 is the pool defended with.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effect(s)</source>
        <extracomment>%3 is the roll, %4 the bonus, %5 the armor, %6 the damage.</extracomment>
        <translation>
            <numerusform>%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effect</numerusform>
            <numerusform>%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effects</numerusform>
        </translation>
    </message>
    <message>
        <source>%1d%2: %3</source>
        <extracomment>Dice rolled, e.g. &quot;2d6: 3 5&quot;; &quot;d&quot; is the dice notation&apos;s and stays as it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d%2: %3 exploding %4</source>
        <extracomment>Dice rolled with extra dice for each highest face, e.g. &quot;2d6: 6 2 exploding 4&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sneak-attacks %2: %3 = %4 + %5 = %6 direct damage</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the bonus, %6 the damage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 with a Power Attack: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the magic bonus, %6 the bonus, %7 the defense points (DP), %8 the damage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatStateJson</name>
    <message>
        <source>expected a token id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a token, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of token ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [value, max]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the combatants</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatantCard</name>
    <message>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players; revealed on its first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has acted this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One reaction during every other combatant&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent this turn; clears when the turn starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle click removes it; S adds a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: %1 (for the selected combatant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConditionPopup</name>
    <message>
        <source>Condition on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of the turn of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start of the turn of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn counts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverLegend</name>
    <message>
        <source>Cover of each square as %1 sees it: open field, no cover, half, full or total cover, with the sneaker&apos;s Advantage (lighting included) in the corner. Point at a square to see its five lines. Ctrl+Shift+C turns it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the cover layer (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverLevel</name>
    <message>
        <source>Open field</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreatureFolder</name>
    <message>
        <source>%1: expected a file name of lowercase letters, digits, &quot;-&quot; and &quot;_&quot; before .creature (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a file in the folder, but it links to one outside it (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreatureReader</name>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a portrait of at most %1 MB, got %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a size from 1 to %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a speed of 0 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; once, but it is also in pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-creature&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rule set id (lowercase letters, digits, &quot;-&quot; and &quot;_&quot;), got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a creature file of at most %1 MB, got %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreatureTokens</name>
    <message>
        <source>speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no zone</source>
        <extracomment>A creature&apos;s stat line: it has no zone of control (game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reach %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ZoC</source>
        <extracomment>A creature&apos;s stat line: no zone of control (ZoC, a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agility %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>darkvision %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataUrl</name>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceExpression</name>
    <message>
        <source>empty dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected space before &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a term like 2d6, d20, 4d6kh3, 3d6! or 5 at &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of dice must be 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die must have 1 to %1 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a one-sided die cannot explode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep 1 to %1 of %2 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adv and dis apply to a single die, as in 1d20 adv</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source> (dropped %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentFlow</name>
    <message>
        <source>Finishing the save before closing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters (*.encounter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the encounter as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to “%1” first? Otherwise they are lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawingEditor</name>
    <message>
        <source>Vermilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stroke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text on the board may have at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the GM&apos;s drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear all drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board holds as many drawings as a file may: erase some first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawingPalette</name>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pen: draw freehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: drag from end to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow: drag from its tail to its point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ellipse: drag across its box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text: click where it starts, type, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser: click or drag over a drawing (Shift+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: what you draw is your own note. On: the player view shows it too. A right click on a drawing changes it later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n drawing(s), %1 shown to the players</source>
        <translation>
            <numerusform>%n drawing, %1 shown to the players</numerusform>
            <numerusform>%n drawings, %1 shown to the players</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase the drawings the players do not see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase every drawing (Ctrl+Shift+K); Ctrl+Z brings them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each stroke is one undo step. Ctrl+click anywhere on the board pings that spot for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawingToolLayer</name>
    <message>
        <source>Text to write on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to the Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear &amp;Drawings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditToolPalette</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase terrain to plain ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise or lower the ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw walls (right-click a wall to remove it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a wall: make it a door, open or close it (right-click: plain wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint lighting: drag to paint cells, Shift+drag a rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a FIELD or ZONE area: click a cell (click a centre to select it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights: click to place one (Shift: exactly there), drag to move it, drag a ring&apos;s handle to resize it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell templates: circle, cone, line or square; click to place, drag to aim (C again: next shape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler: drag from a cell or token, click to add waypoints, Esc clears</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush: paint cell by cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: drag from cell to cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the default; painting it erases lighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: +%2 Advantage to a sneaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to paint, Shift+drag a rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell to place an area of radius 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell for a new area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambient light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>Light levels painted on the board: bright light, dim light, darkness.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>A light level: dim light.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A light level: darkness.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place, Shift+click off the half squares; Del deletes the picked light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise (X swaps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower (X swaps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of one step, in meters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall ends go to the nearest grid-line crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map image under the grid, fitted to the squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click a position to mark it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog and player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal to the players: paint cells, Shift+drag a rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from the players under fog: paint cells, Shift+drag a rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show players this: drag the rectangle the player view shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of one step, in tenths of a meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw on the board: pen, line, arrow, rectangle, ellipse or text, for you or for the players (K again: next kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map pins: click to pin a note (yours unless you share it), click a pin to open it, drag to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traps: drag over cells to lay a trap (hidden unless you reveal it), click one to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <extracomment>The height of the terrain painted next, above its cells&apos; ground.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of new terrain, in meters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts with Board ▸ Sight Over Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>How high new walls reach, in meters above sea level like elevations.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top of new walls and doors, in meters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a wall or door to change its top</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterDocument</name>
    <message>
        <source>Party</source>
        <extracomment>The two sides (teams) of a new encounter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map is 1 to %1 cells on each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover the unsaved changes (the recovery file is kept): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save this encounter (Save As).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened: the encounter was edited while it was read, and those changes are kept. Open it again to save or discard them first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterEditor</name>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>The token must stay on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens must stay on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That level does not exist at this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big for this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tokens</source>
        <translation>
            <numerusform>Duplicate %n token</numerusform>
            <numerusform>Duplicate %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tokens</source>
        <translation>
            <numerusform>Delete %n token</numerusform>
            <numerusform>Delete %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change side of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 a ZoC weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take ZoC from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change reach of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recolour side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move or delete the side&apos;s tokens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An encounter keeps at least one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the alliance of %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1&apos;s %2</source>
        <extracomment>An undo step: %1 is the token, %2 the stat, e.g. &quot;Edit Goblin&apos;s armor&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterIo</name>
    <message>
        <source>%1: cannot read the previous version to keep a backup: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep a backup, so nothing was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the session ended while it was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterListModel</name>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message>
        <source>expected a unique %1 id, but &quot;%2&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got about %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 cells in all %2 (a rect counts width × height), got more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-encounter&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat.log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat log entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of sides, but the key is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a colour such as &quot;#2e7d32&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of the side ids (%1), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs of allies (each pair of sides once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pair of side ids, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; for rule set &quot;%2&quot;, got &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a cell [x, y], got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a cell on the %1×%2 map, got [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h], got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rect with positive width and height, got [%1, %2, %3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rect wholly inside the %1×%2 map, got [%3, %4, %5, %6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;cells&quot;, &quot;rect&quot; or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a width of at least 1, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a height of at least 1, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 cells in all, got %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a terrain kind of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elevation entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [x, y] in cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lighting entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule set &quot;%1&quot; has no lighting levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a lighting level of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a token that carries the light, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a bright radius no larger than the dim one (%1), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a unique, non-empty area id, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 squares, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point [x, y] in cell units, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a position of the Combat Grid (%1), got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an energy of the rule set, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a size of at most %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a condition name, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an anchor cell on the %1×%2 map, got (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an altitude level (%1), got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a level below &quot;%1&quot;: this board does not allow skyward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a level above water: &quot;%1&quot; exists only at water positions, and %2 is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trap regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a width above 0 and at most %1 cells, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected from %1 to %2 points for a %3, got %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 points in all the board&apos;s drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a height above %1 and up to %2 meters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a height from %1 to %2 meters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncounterWriter</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncountersPanel</name>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous encounter (Ctrl+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next encounter (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players see “Between scenes”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this encounter on the player view; until then it shows no map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names, tokens and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the folder (kept in the running order): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the search to reorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to change the running order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · no carry-over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run already; click to mark it as still to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as done (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No encounter matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No .encounter files in this folder yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ New Encounter at the End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty encounter with the open encounter’s rule set, saved in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Menu: open this encounter of the session.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as &amp;Not Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as &amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Carry the Roster Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate as &amp;Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Encounter Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters in running order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>Open an encounter to export it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps and battle sheets need a square board; the Combat Grid has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 squares a sheet; the board is %3 × %4 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels: too large; choose fewer pixels per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1: another import or export is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 (a Gridkeep export, restored whole)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export %1: another import or export is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exports need a square board; the Combat Grid has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <extracomment>What a battle-sheet export wrote.</extracomment>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is too large for an image at %1 pixels per cell; choose fewer pixels per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1: %2 × %3 squares, %4, %5</source>
        <extracomment>%2 × %3 is the board&apos;s size; %4 counts the walls (&quot;12 walls&quot;), %5 the doors.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n wall</numerusform>
            <numerusform>%n walls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n door</numerusform>
            <numerusform>%n doors</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported: another encounter was opened meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not imported: the encounter was edited while the map was read, and those changes are kept. Import it again to save or discard them first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExchangeProgress</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import and export progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export a PDF Battle Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a Universal VTT Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a PNG Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game master: everything on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: only what the players may see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden tokens are left out and unrevealed fog is black; nothing under it is in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 inch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>25 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map picture shows the background, terrain and walls, without tokens or grid; walls and doors go in as line of sight and portals. Gridkeep keeps the whole encounter inside, so importing the file gives it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True scale, tiled over the sheets with overlap strips and crop marks. The first page is the legend with a test square: print at 100% and check it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FogEditor</name>
    <message>
        <source>Turn on fog of war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off fog of war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal what the party sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal by hand only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep explored areas dimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explored areas go dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal to players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget explored areas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FogJson</name>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of rects [x, y, w, h]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rect with positive width and height wholly inside the %1×%2 map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of position ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a Combat Grid position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutBadge</name>
    <message>
        <source>The players see the handout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players see: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the handout down (F8 or Escape)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutJson</name>
    <message>
        <source>expected a PNG, JPEG or WebP picture, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a data: URL, or the path of a .png, .jpg or .webp file inside the session folder, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date and time such as &quot;2026-11-29T20:15:00Z&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a unique handout id, but &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, got neither</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutOverlay</name>
    <message>
        <source>Handout: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutShelf</name>
    <message>
        <source>The embedded picture cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a handout may be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG or WebP picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture is larger than %1 MB, the most a handout may be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more handouts fit: remove one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add handout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handout&apos;s title and text may have at most %1 characters each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename handout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit handout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove handout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutsPanel</name>
    <message>
        <source>The session&apos;s handouts, kept in its handouts folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This encounter&apos;s handouts, saved inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP picture; you can also drop files on the list or paste with Ctrl+Shift+V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Text Card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop pictures here, or add a text card, to show the players a letter, a map or a riddle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, on the players&apos; screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last shown %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the players&apos; screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shown yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it down from the players&apos; screen (F8 or Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to Players: it fills their screen (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handouts shown so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to show it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename or Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a picture to show the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Text Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-aloud text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-aloud text: *italics*, **bold**</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeaderBar</name>
    <message>
        <source>%1 × %2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid · Skyward allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Grid · no Skyward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No encounter open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to rename the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>New encounter (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button: open an encounter file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+=)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the board (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter and view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeightChoice</name>
    <message>
        <source>Full height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line of sight passes over it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Universal VTT map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” becomes a new encounter: its picture as the background, its walls and doors. Which rules does it use?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message numerus="yes">
        <source>Imported, with %n note(s):</source>
        <extracomment>Above the list of warnings the import wrote.</extracomment>
        <translation>
            <numerusform>Imported, with %n note:</numerusform>
            <numerusform>Imported, with %n notes:</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a token to see and edit its properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter notes (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics, treasure, what happens on round 3… Never shown to the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more selected)</source>
        <translation>
            <numerusform>%1 (and %n more selected)</numerusform>
            <numerusform>%1 (and %n more selected)</numerusform>
        </translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The side (team) the token fights on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Footprint in squares (1 to 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Altitude (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Darkvision (sq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares within which it sees in the dark (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries a light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 sq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour, radii and more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden, but its light is lit: the players will see the glow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>How many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule set&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set for this token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stance</source>
        <extracomment>The token&apos;s stance on the Combat Grid (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZoC weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players&apos; view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the player view calls it “Unknown creature”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule-set stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never shown to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (eyes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty eye height: the rule set&apos;s, %1 meters for this size.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From its feet to its eyes, in meters; empty: the rule set&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a colour &quot;#RRGGBB&quot; or &quot;#AARRGGBB&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonRefusal</name>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabyrinthianProcedure</name>
    <message>
        <source>%1: Combat Roll %2 (%3), total %4; Action Ratings %5</source>
        <extracomment>%2 is the rule set&apos;s Combat Roll dice, %3 the faces rolled.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n Critical Action(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n Critical Action</numerusform>
            <numerusform>; %n Critical Actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n Skill Point(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n Skill Point</numerusform>
            <numerusform>; %n Skill Points</numerusform>
        </translation>
    </message>
    <message>
        <source>; Movement %1</source>
        <extracomment>Ends a combatant&apos;s Combat Roll line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie at %1: roll-off %2: %3</source>
        <extracomment>%1 is the tied total, %2 the tie die, %3 each name with its roll.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allies tie at %1: %2 choose who acts first</source>
        <extracomment>%1 is the tied total, %2 the names of the tied allies.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at 0 %2: cannot react, and is vulnerable</source>
        <extracomment>%2 is a pool&apos;s short name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LightEditor</name>
    <message>
        <source>dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Noun: a light source.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody: it stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A light needs a point on the map and radii from 0 to %1 squares, bright no larger than dim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes where its bearer goes: move the token, or set the light down first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set down %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1&apos;s light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambient light: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>noun: the light numbered %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A board holds at most %n lights.</source>
        <translation>
            <numerusform>A board holds at most %n light.</numerusform>
            <numerusform>A board holds at most %n lights.</numerusform>
        </translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>verb: an undo step that turns the light %1 on</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic height for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set height of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LightPanel</name>
    <message>
        <source>%1 sq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is hidden, but the players will see the glow of this light.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>The radius of bright light, in squares.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright light reaches this far (squares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>The radius of dim light, in squares.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim light reaches this far (squares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: a flame&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It shines from the middle of its bearer, wherever it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the light to move it, its rings&apos; handles to resize it (Shift: off the half squares).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>One letter on the default colour&apos;s swatch, short for &quot;automatic&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (z)</source>
        <extracomment>The light&apos;s height, absolute like elevations.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty light height: where it shines from then, %1 meters.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In meters, like elevations; empty: its bearer&apos;s eyes, or eye height above the ground</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LightToolLayer</name>
    <message>
        <source>%1 · %2/%3 sq%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Gridkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gridkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drag-to needs --select TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--select: no token &quot;%1&quot; in this encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drag-to: expected X,Y or POSITION,LEVEL, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…	Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…	Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…	Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save	Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…	Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…	Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An export is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PNG Picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF &amp;Battle Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Universal VTT Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit	Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate	Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete	Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°	[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°	]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All	Ctrl+A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…	Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In	Ctrl+=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out	Ctrl+-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Board	Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Zones of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Surrounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of &amp;Sight and Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Movement and Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Facing and Backstab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee &amp;Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player View	F9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen	Ctrl+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show Players This	Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Player View to Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;True Scale (Pan with Alt+Arrows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate True Scale…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player View &amp;Screen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share &amp;Zones of Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share S&amp;urrounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share Sight and &amp;Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share &amp;High Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the &amp;Reach of Whoever Acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessio&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Encounter	Ctrl+PgDown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Encounter	Ctrl+PgUp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal to Players	F10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark Current as &amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Current as &amp;Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Carry the Party Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party &amp;Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Encounters Panel	Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;og</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal What the &amp;Party Sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep &amp;Explored Areas Dimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal Brush	Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide Brush	Ctrl+Shift+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide A&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget Explored Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Combat	F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Combat	Shift+F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Turn	N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Turn	Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lay Turn	P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected	J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order	Shift+PgUp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order	Shift+PgDown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage Selected…	D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal Selected…	H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll for Selected	R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret Roll	Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack…	F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Condition…	S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative	Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players	U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skyward Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ambient Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear &amp;Drawings	Ctrl+Shift+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight &amp;Over Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines of sight run over low walls, crates and terraces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…	F7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;urn Player View a Quarter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetersProcedure</name>
    <message>
        <source>%1: initiative %2 + %3 = %4 (%5)</source>
        <extracomment>%2 is the roll, %3 the bonus, %4 the total, %5 the initiative dice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryModel</name>
    <message>
        <source>%1: only image files on this computer can become miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No miniature &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built in and cannot be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature&apos;s %1 comes from a token: use Save as creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A miniature needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size: expected a whole number, 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats.%1: expected an object of stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A miniature has no field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built in and cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot remove the creature (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your miniatures could not all be read, and nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in miniatures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature file was skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stats yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 stats (has %2): its tokens get the name and picture only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creature cannot be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token &quot;%1&quot; to save as a creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature needs a name with a letter or a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This encounter has no rule set to save stats for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session folder is open: the creature can go to your library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ZoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged miniature file was kept as %1; the miniatures that could not be read are not in the new one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryPanel</name>
    <message>
        <source>Miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names and tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature of this session · drag onto the board, right-click to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature · drag onto the board, right-click to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built in · drag onto the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours · drag onto the board, right-click to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S ☗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No miniature matches “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a miniature onto the board. Drop image files here to add your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop images to add miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniatures, drag one onto the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2×%2 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniatureStore</name>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is newer than this Gridkeep reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miniatures: expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.id: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.size: expected 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.image: expected a file name in the store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot keep a copy of the damaged file as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot copy into the miniature store (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square grid, in %1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 21-position Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverlayText</name>
    <message>
        <source>range %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot end a move here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hindered by </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no way out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposite corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrounded — %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · unseen · %1 (lighting does not count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 (cover %2, %3 %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked %1 of %2: %3 · clear: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backstab on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n lines clear</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>The %n line is clear</numerusform>
            <numerusform>All %n lines clear</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n lines blocked</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>The %n line is blocked</numerusform>
            <numerusform>All %n lines blocked</numerusform>
        </translation>
    </message>
    <message>
        <source>enters </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PacesProcedure</name>
    <message>
        <source>The GM picks who acts first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Map Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin text, the GM&apos;s only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creature the pin is about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handout that goes with the pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the handout to the players (F8 takes it down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players see this pin and its title (never its text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-aloud text and secrets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerScreenPicker</name>
    <message>
        <source>Player View Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the player view on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (main screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen on %1, for the players&apos; monitor or TV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A window on this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A normal window next to yours, to move and resize by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect the players&apos; monitor or TV to show the view there full screen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerViewControl</name>
    <message>
        <source>&amp;Player View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show Players This…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;Handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Handout to Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Gridkeep — Player View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersEncounter</name>
    <message>
        <source>Unknown creature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionBoardItem</name>
    <message>
        <source>band %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENEMY SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALLY SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THE DIVIDE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionBoardView</name>
    <message>
        <source>no sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flanked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Combat Grid, %n token(s)</source>
        <translation>
            <numerusform>Combat Grid, %n token</numerusform>
            <numerusform>Combat Grid, %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionCard</name>
    <message>
        <source>%1 Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Turbulent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbulent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n token</numerusform>
            <numerusform>%1, %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionFlagsMenu</name>
    <message>
        <source>Difficult</source>
        <extracomment>Difficult terrain (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbulent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving Throw: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving Throw on Entering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyward allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionListModel</name>
    <message>
        <source>Band %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionOverlayModel</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionSaveDialog</name>
    <message>
        <source>Saving Throw on entering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combatant entering this Difficult or Turbulent position rolls the Saving Throw against its current energy plus the modifier; on a failure it stays out and falls prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionToken</name>
    <message>
        <source> · hidden from players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them? Each one opens as an unsaved encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — unsaved changes from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaceNotesCommand</name>
    <message>
        <source>Edit GM notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterCarry</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list, e.g. &quot;3 HP damage, prone and stunned&quot;; %1 is all but the last.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries nothing from %2</source>
        <extracomment>%2 is the encounter the character comes from, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries %2 from %3</source>
        <extracomment>%2 is what the character carries; %3 the encounter it comes from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An amount of a pool without a maximum, e.g. &quot;2 Fate&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has nothing to recover from</source>
        <extracomment>%1 is the rule set&apos;s name for a rest, e.g. &quot;Long rest&quot;; %2 a character.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is rid of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterCarryCommand</name>
    <message>
        <source>Carry the party over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterTable</name>
    <message>
        <source>Party roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This encounter carries over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the party arrives with the roster&apos;s wounds, and the roster takes theirs when the fight ends. Off for a flashback, a dream or a sparring match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the Party Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster takes the party&apos;s tokens as they stand now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry Over Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party&apos;s tokens take the roster&apos;s wounds (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest</source>
        <extracomment>Button: the party rests and recovers what the rule set says (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rule set has no rest between fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, counting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No characters yet. The party side&apos;s tokens join when a fight ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session folder to keep a party roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterTableModel</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session folder is open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>square.lightPresets: expected a list of {&quot;id&quot;, &quot;name&quot;, &quot;bright&quot;, &quot;dim&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object with an &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected radii in cells with 0 ≤ &quot;bright&quot; ≤ &quot;dim&quot; ≤ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square.terrain: every terrain kind needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square.diagonals: expected &quot;alternating&quot; or &quot;chebyshev&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square.ruler: expected {&quot;perSquare&quot;: a positive number, &quot;unit&quot;: a name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square.lighting: every level needs an id and a valid shade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions.edges: every edge joins two known positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions: a position rule set needs nodes and levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat.procedure: expected &quot;labyrinthian&quot;, &quot;paces&quot;, &quot;meters&quot; or &quot;classic&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat.pools: every pool needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat: &quot;%1&quot; is not one of combat.pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver.pools: expected an object of pool id → &quot;carry&quot; or &quot;reset&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a pool of combat.pools (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected &quot;carry&quot; or &quot;reset&quot;, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver.conditions: expected an object of condition id → &quot;rest&quot; or &quot;kept&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a condition of the rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected &quot;rest&quot; or &quot;kept&quot;, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver.rest: expected an object with a &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver.rest.restores: expected a list of pool ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carryOver.rest.restores[%1]: expected a pool that carries (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id: expected the rule set&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board: expected &quot;square&quot; or &quot;positions&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square.eyeHeightPerSize: expected a height in meters above 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleSetRegistry</name>
    <message>
        <source>no rule set named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule file %1 is broken: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulerMeasure</name>
    <message>
        <source>%1 square · %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 squares · %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulerModel</name>
    <message numerus="yes">
        <source>%n square(s) · %1 %2</source>
        <extracomment>The ruler&apos;s total: squares walked, then the length in the rule set&apos;s unit (%2, e.g. &quot;ft&quot;).</extracomment>
        <translation>
            <numerusform>%n square · %1 %2</numerusform>
            <numerusform>%n squares · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sq · %2 %3</source>
        <extracomment>One leg of the ruler: squares (&quot;sq&quot; short for squares), length, unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulerPalette</name>
    <message>
        <source>Ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from a cell or a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the ruler with the players: their view draws the route and its length too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to add a waypoint, double-click to finish, Esc clears. M or V leaves the ruler.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveCreatureDialog</name>
    <message>
        <source>Save as creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ghoul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In my library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept with your own miniatures, for every session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this session&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved under creatures/ in the session folder, so the evening travels with its monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session folder to keep creatures with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is already a creature: its %2 stats are replaced, its other rule sets kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, speed, reach, pools, stats, conditions and notes for %1 are saved; each token dragged in from it gets the next number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavingThrowDialog</name>
    <message>
        <source>Saving Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 enters %2 (+%3 %4). Roll %5 + current %4: it must beat %4 + %3, or %1 cannot pass and is knocked prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the Saving Throw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionActions</name>
    <message>
        <source>&amp;Next Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal to Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Encounters Panel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionFolder</name>
    <message>
        <source>expected a file in the session folder, but it links to one outside it (not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a folder, got a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a folder, but there is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>expected the name of an .encounter file in the session folder, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected each file once, but &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a unique roster id, but &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [value, max], two numbers of 0 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a condition id, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-session&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a session file of at most %1 MB, got %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionWorkspace</name>
    <message>
        <source>No session folder is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The running order could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session file was refused, so the folder opened in the default order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be duplicated: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language shows when Gridkeep starts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text and control size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scales the panels, menus and dialogs; the board keeps its zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black and white panels, strong board lines and overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes Gridkeep, asking first about unsaved changes, and opens it again in the new language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch and table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch on the player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party&apos;s tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any token it shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lets the players move tokens by touching the player view on the table; each move goes through your undo and shows in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniature guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniature guard on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A touch that stays still for more than 1.5 s counts as a miniature standing on the screen: taps, pans and pinches ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the player view on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns the view clockwise, so the map reads the right way up for players sitting at another side of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overscan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overscan at the left edge of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overscan at the top edge of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overscan at the right edge of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overscan at the bottom edge of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels of this edge the screen&apos;s frame hides (a TV&apos;s overscan): the player view keeps the map inside them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <source>This computer only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a network address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A join code has 16 to 128 letters, digits, “-” or “_”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share With Players&apos; Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop serving the player view; every device is disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the player view on the chosen network with a new join code (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this window; the sharing goes on (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players follow the player view in a web browser on their phones, tablets or laptops. They see only what the player window shows, and can change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network the players&apos; devices are on. “This computer only” is for trying it out here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port the devices connect to; 0 takes any free one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players scan this with their phone&apos;s camera to open the player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players scan the code, or open this address on the same network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address with its join code; anyone who has it can watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the address to the clipboard, to send it to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices watching: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow pings from devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tap on a device&apos;s board rings there in your window and on every screen, as your own pings do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect this device; its page stays away until the player reloads it (Stop Sharing makes a new address)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight, in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight ●</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SightProfile</name>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden by the terrace (%1) at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden by the %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden by the %1 (%2) at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered by the %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered by the %1 (%2) at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the %1 (%2) at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped by a closed door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped by a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under the door&apos;s top (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under the wall&apos;s top (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the wall&apos;s top (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SquareBoardView</name>
    <message>
        <source>in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚔ Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Board, %n token(s)</source>
        <translation>
            <numerusform>Board, %n token</numerusform>
            <numerusform>Board, %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareOverlayItem</name>
    <message>
        <source>no sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n more observer(s)</source>
        <translation>
            <numerusform>+%n more observer</numerusform>
            <numerusform>+%n more observers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareToken</name>
    <message>
        <source> · hidden from players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TacticalMapModel</name>
    <message>
        <source>line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no high ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not surrounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no other zone of control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in another zone of control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the zone of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhindered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hindered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hindered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against %1: %2/%3 · move %4
%5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TacticsLegend</name>
    <message>
        <source>Each square %1 can reach this turn, scored against %2 as if it stood there: line of sight, target exposed, own cover, high ground, not surrounded, no other zone of control, unhindered path. Point at a square for its reasons. T over another token picks a new target; Esc clears it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical map: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the target (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Best here %1/%2 (outlined) · %n square(s)</source>
        <translation>
            <numerusform>Best here %1/%2 (outlined) · %n square</numerusform>
            <numerusform>Best here %1/%2 (outlined) · %n squares</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateActionPopup</name>
    <message>
        <source>Heal everyone %1 catches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition on everyone %1 catches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage everyone %1 catches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of each one&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start of each one&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One undo step for all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act on the tokens in the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateContextMenu</name>
    <message>
        <source>Damage All Caught…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal All Caught…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a Condition on All Caught…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls Block It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchor to Token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let Go of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateEditor</name>
    <message>
        <source>Cone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>A template shape: a line-shaped spell area.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>A template shape: a square spell area.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shape&apos;s colour</source>
        <extracomment>The default in the list of template colours; the others are named after effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchor %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not hold that template: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the label of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls block %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let go of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <translation>
            <numerusform>%n caught: %1</numerusform>
            <numerusform>%n caught: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TemplateHandle</name>
    <message>
        <source>Template handle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateJson</name>
    <message>
        <source>expected %1 from 0 to %2 cells, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a unique, non-empty template id, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a token the template follows, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a far point at most %1 cells from the origin, got [%2, %3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 templates, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 cells in all template boxes (each counts the map cells within its reach), got more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateOverlayItem</name>
    <message>
        <source>nobody caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <extracomment>How many creatures a template&apos;s area catches, then their names.</extracomment>
        <translation>
            <numerusform>%n caught: %1</numerusform>
            <numerusform>%n caught: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caught</source>
        <extracomment>How many creatures a template&apos;s area catches.</extracomment>
        <translation>
            <numerusform>%n caught</numerusform>
            <numerusform>%n caught</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · follows %2</source>
        <extracomment>%1 is the template&apos;s chip text so far, %2 the token it follows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplatePalette</name>
    <message>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle: a burst round a point (drag: radius)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cone: as wide as it is far (drag: its direction and length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: a bolt from a point (drag: its direction and length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square: along the grid (drag: from corner to corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place, drag to aim or size it (Shift: off the half squares). Drag a dot to move it, onto a token to make it follow. Del deletes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, shown to the players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Name (Fireball, Breath…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Rotate the template (not a combat turn).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows</source>
        <extracomment>The token the template moves with.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed on your map until the players see it; never shown while it follows a token they cannot see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls block it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 45° anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 45° clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchored to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateToolLayer</name>
    <message>
        <source>%1 follows %2: drag it off to set it down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: drag to move it, onto a token to make it follow (Shift: exactly there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to turn it and change its length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to change the radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to change the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to change the side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThumbnailRenderer</name>
    <message>
        <source>%1: cannot create the thumbnail folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenContextMenu</name>
    <message>
        <source>Inspect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical Map Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not an enemy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Tactical Map (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no ZoC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Menu: the side (team) the token fights on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZoC Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>Menu: how many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn Left 45°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Right 45°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as Creature…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenPanel</name>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <extracomment>A token&apos;s cell.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side name, e.g. Bandits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) · %3×%3</source>
        <extracomment>A token&apos;s cell (%1, %2) and its size in squares (%3×%3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n token</numerusform>
            <numerusform>%1, %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Right click to rename or recolour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenRelationModel</name>
    <message>
        <source>cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee: %1 (%2 m higher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee: %1 (%2 m lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flanking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertical assault</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenSpeech</name>
    <message numerus="yes">
        <source>%n more change(s).</source>
        <translation>
            <numerusform>%n more change.</numerusform>
            <numerusform>%n more changes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, at column %3 row %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, at %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in cover from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrounded by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a pool without a maximum: 3 Stress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a token&apos;s reading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer surrounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is surrounded by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost cover from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is engaged with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is flanked by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is defeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn, round %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrapDialog</name>
    <message>
        <source>Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What sets the trap off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a token enters it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a path crosses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a turn starts in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens, the GM&apos;s only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when it fires</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UvttReader</name>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a point {&quot;x&quot;: …, &quot;y&quot;: …}, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rule set with a square board; &quot;%1&quot; uses the Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: missing; read as format 0.3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number such as 0.3, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: expected 0.2 or 0.3, got %1; read as format 0.3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 grid squares in all, got %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive number of pixels per grid square, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive number of grid squares, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 wall segments and portals in all; this file has more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a polyline (a list of points), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wall segment outside the %3×%4 map was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wall segments outside the %3×%4 map were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wall segment of length 0 was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wall segments of length 0 were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two points [{x, y}, {x, y}], got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 door outside the %3×%4 map was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 doors outside the %3×%4 map were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 light outside the %3×%4 map was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 lights outside the %3×%4 map were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lights[%1].range: expected 0 to %2 grid squares, got %3; read as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment.ambient_light: expected AARRGGBB, got &quot;%1&quot;; read as bright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected base64 text, but it is not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB, got %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a PNG, JPEG or WebP picture, but the data is none of these (it starts with %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, more than %4 on a side; it is kept, and the app shows it scaled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, but map_size × pixels_per_grid is %4×%5; the grid follows pixels_per_grid (%6 pixels a square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a %1 picture that decodes, but it does not (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gridkeep: expected the encounter a Gridkeep export stores, got %1; the map was imported from the UVTT data alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gridkeep: holds no encounter Gridkeep can read (gridkeep.%1: %2); the map was imported from the UVTT data alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gridkeep: the stored encounter uses the rule set &quot;%1&quot;; it was kept, and &quot;%2&quot; was not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UvttWriter</name>
    <message>
        <source>a Universal VTT file holds a square map, and this encounter uses the Combat Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no picture of the map to embed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least 1 pixel per grid square, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture of the map could not be encoded as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Cover from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;Cover Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Cover from Selected Token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WallTopPopup</name>
    <message>
        <source>Top of this door</source>
        <extracomment>The title of the pop-up that sets how high a door (a wall) reaches.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top of this wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top in meters, like elevations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <extracomment>Apply the chosen top to the wall (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gridkeep: an encounter builder and battle map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window into a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size, for example 1440x960.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select this token (its overlays show).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected token dragged to cell X,Y (the Combat Grid: POSITION,LEVEL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the player view; with --screenshot, render the player window instead of the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the unsaved changes an earlier Gridkeep left behind, as JSON, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open these unsaved changes (an id from --recovery-list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a drag on this encounter in the main window with every overlay on, print the frame times and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --bench-drag: the token to drag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this session folder and its first encounter not done yet (instead of FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this run in a language (en, de or fr) without changing the one Settings remembers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --bench-drag: how many cells to drag (200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter to open (default: a sample).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most one FILE, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--language: expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bench-steps: expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bench-drag opens its own FILE: it takes no other FILE, --screenshot or --recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--recover opens recovered changes: it takes no FILE and no --screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--session-folder opens its folder&apos;s encounters: it takes no FILE, --recover or --bench-drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--drag-to needs --select TOKEN (the token to drag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size: expected WxH of at least 200x200, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the player view with the players&apos; devices on HOST:PORT at once, and print its address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --share: the join code (default: a random one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--share: expected HOST:PORT with an IP address, as 127.0.0.1:8787</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--share-code: expected 16 to 128 letters, digits, - or _, with --share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --bench-drag: drag again while N devices watch the shared view, then time 20 commits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bench-share-clients: expected a number from 1 to 16</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
