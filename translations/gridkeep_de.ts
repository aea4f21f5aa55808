<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActionPointModel</name>
    <message>
        <source>Speed %1: %2 before the Action, %3 after, %4 left</source>
        <translation>Tempo %1: %2 vor der Aktion, %3 danach, %4 übrig</translation>
    </message>
    <message>
        <source>Speed %1: %2 before the Action, %3 left</source>
        <translation>Tempo %1: %2 vor der Aktion, %3 übrig</translation>
    </message>
</context>
<context>
    <name>AmountPopup</name>
    <message>
        <source>Heal %1</source>
        <translation>%1 heilen</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>%1 Schaden zufügen</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Enter applies, Esc cancels. Undo with Ctrl+Z.</source>
        <translation>Enter übernimmt, Esc bricht ab. Rückgängig mit Ctrl+Z.</translation>
    </message>
    <message>
        <source>Damage or heal</source>
        <translation>Schaden oder Heilung</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
</context>
<context>
    <name>AreaAlert</name>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>FELD</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An area&apos;s name and its kind, e.g. &quot;Burning floor (FIELD)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Seed 003: FIELD spells &quot;trigger their effect when a creature enters a square within the radius ... The effect is triggered again for every subsequent square entered&quot;</source>
        <extracomment>A quotation of the rules text (Seed 003).</extracomment>
        <translation>Seed 003: FELD-Zauber „lösen ihre Wirkung aus, wenn eine Kreatur ein Feld innerhalb des Radius betritt ... Die Wirkung wird für jedes weitere betretene Feld erneut ausgelöst“</translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells &quot;trigger their effect when a creature enters the radius&quot;</source>
        <extracomment>A quotation of the rules text (Seed 003).</extracomment>
        <translation>Seed 003: ZONE-Zauber „lösen ihre Wirkung aus, wenn eine Kreatur den Radius betritt“</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2. %3.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %3 quotes the rule.</extracomment>
        <translation>⚠ %1 beginnt den Zug in %2. %3.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 trigger. %4.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %4 quotes the rule.</extracomment>
        <translation>⚠ %1 betritt %2: %3 Auslösung. %4.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one a square entered. %4.</source>
        <translation>⚠ %1 betritt %2: %3 Auslösungen, eine pro betretenem Feld. %4.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one an entry. %4.</source>
        <translation>⚠ %1 betritt %2: %3 Auslösungen, eine pro Betreten. %4.</translation>
    </message>
</context>
<context>
    <name>AreaEditor</name>
    <message>
        <source>enters %1</source>
        <translation>betritt %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>An area&apos;s centre must be on the map and its radius 0 or more.</source>
        <translation>Der Mittelpunkt eines Bereichs muss auf der Karte liegen und sein Radius 0 oder mehr sein.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Change %1&apos;s kind</source>
        <translation>Art von %1 ändern</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Größe von %1 ändern</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>FELD</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An area&apos;s name and its kind, e.g. &quot;Burning floor (FIELD)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AreaLayer</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2), radius %3: %4</source>
        <translation>%1 (%2), Radius %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2), radius %3: no token inside</source>
        <translation>%1 (%2), Radius %3: keine Figur darin</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n in</source>
        <extracomment>An area&apos;s chip: its name, its kind (FIELD or ZONE), how many tokens are in it.</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n darin</numerusform>
            <numerusform>%1 · %2 · %n darin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AreaPanel</name>
    <message>
        <source>FIELD area</source>
        <translation>FELD-Bereich</translation>
    </message>
    <message>
        <source>ZONE area</source>
        <translation>ZONE-Bereich</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Fertig: zurück zu den Figureneigenschaften</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Triggers for every square entered within the radius</source>
        <translation>Löst für jedes betretene Feld im Radius aus</translation>
    </message>
    <message>
        <source>Triggers when a creature enters the radius</source>
        <translation>Löst aus, wenn eine Kreatur den Radius betritt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mittelpunkt</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>Tokens inside</source>
        <translation>Figuren darin</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Seed 003: FIELD spells “trigger their effect when a creature enters a square within the radius … The effect is triggered again for every subsequent square entered.”</source>
        <translation>Seed 003: FELD-Zauber „lösen ihre Wirkung aus, wenn eine Kreatur ein Feld innerhalb des Radius betritt … Die Wirkung wird für jedes weitere betretene Feld erneut ausgelöst.“</translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells “trigger their effect when a creature enters the radius.”</source>
        <translation>Seed 003: ZONE-Zauber „lösen ihre Wirkung aus, wenn eine Kreatur den Radius betritt.“</translation>
    </message>
    <message>
        <source>Delete Area</source>
        <translation>Bereich löschen</translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>FELD</translation>
    </message>
    <message>
        <source>ZONE</source>
        <extracomment>The ZONE spell keyword (a game term, written in capitals).</extracomment>
        <translation>ZONE</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackPopup</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>The acting combatant</source>
        <translation>Der handelnde Kämpfer</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <source>Defense / damage type</source>
        <translation>Verteidigung / Schadensart</translation>
    </message>
    <message>
        <source>Yield dice</source>
        <translation>Nachgebewürfel</translation>
    </message>
    <message>
        <source>Melee or thrown (adds brawn)</source>
        <translation>Nahkampf oder Wurf (addiert Stärke)</translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>A game term: the target defends against the attack.</extracomment>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>A game term: the target yields to the attack.</extracomment>
        <translation>Nachgeben</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>The attacker&apos;s character level (a game term).</extracomment>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Damage die</source>
        <translation>Schadenswürfel</translation>
    </message>
    <message>
        <source>Magic bonus a die</source>
        <translation>Magiebonus pro Würfel</translation>
    </message>
    <message>
        <source>STR / DEX / WIS bonus</source>
        <translation>ST- / GE- / WE-Bonus</translation>
    </message>
    <message>
        <source>Power Attack (double dice)</source>
        <translation>Heftiger Angriff (doppelte Würfel)</translation>
    </message>
    <message>
        <source>Sneak attack (direct damage)</source>
        <translation>Schleichangriff (direkter Schaden)</translation>
    </message>
    <message>
        <source>%1d%2, exploding</source>
        <translation>%1W%2, explodierend</translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation>Schaden würfeln</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>from a bundled sample</source>
        <translation>aus einem mitgelieferten Beispiel</translation>
    </message>
    <message>
        <source>Cannot autosave: the recovery folder %1 cannot be used.</source>
        <translation>Automatisches Speichern nicht möglich: Der Wiederherstellungsordner %1 ist nicht nutzbar.</translation>
    </message>
    <message>
        <source>An unnamed encounter</source>
        <translation>Eine unbenannte Begegnung</translation>
    </message>
    <message>
        <source>No recovery file &quot;%1&quot;.</source>
        <translation>Keine Wiederherstellungsdatei „%1“.</translation>
    </message>
    <message>
        <source>Another recovery is in progress.</source>
        <translation>Eine andere Wiederherstellung läuft bereits.</translation>
    </message>
    <message>
        <source>The window was closed.</source>
        <translation>Das Fenster wurde geschlossen.</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <extracomment>A QDateTime format (d day, MMM month name, yyyy year, HH:mm time): when the unsaved changes were written.</extracomment>
        <translation>d. MMM yyyy, HH:mm</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Map background</source>
        <translation>Kartenhintergrund</translation>
    </message>
    <message>
        <source>Choose a map image</source>
        <translation>Kartenbild auswählen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Ersetzen…</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>Pixels per cell</source>
        <translation>Pixel pro Feld</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>strecken</translation>
    </message>
    <message>
        <source>Fit to board</source>
        <translation>An Spielfeld anpassen</translation>
    </message>
    <message>
        <source>Offset (cells)</source>
        <translation>Versatz (Felder)</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation>Pixel pro Feld</translation>
    </message>
    <message>
        <source>Offset x</source>
        <translation>Versatz x</translation>
    </message>
    <message>
        <source>Offset y</source>
        <translation>Versatz y</translation>
    </message>
</context>
<context>
    <name>BattleSheet</name>
    <message>
        <source>Untitled encounter</source>
        <translation>Unbenannte Begegnung</translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · players’ copy</source>
        <translation>%1 · Spielfeld %2 × %3 Felder · %4 pro Feld auf %5 · Spielerexemplar</translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · GM’s copy</source>
        <translation>%1 · Spielfeld %2 × %3 Felder · %4 pro Feld auf %5 · SL-Exemplar</translation>
    </message>
    <message>
        <source>one inch</source>
        <translation>ein Zoll</translation>
    </message>
    <message>
        <source>25 mm</source>
        <translation>25 mm</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 1 inch.</source>
        <translation>Mit 100 % (Originalgröße) drucken, nicht „An Seite anpassen“. Dieses Quadrat sollte genau 1 Zoll messen.</translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 25 mm.</source>
        <translation>Mit 100 % (Originalgröße) drucken, nicht „An Seite anpassen“. Dieses Quadrat sollte genau 25 mm messen.</translation>
    </message>
    <message>
        <source>Trim or fold along the crop marks; each sheet repeats the last column and row of its neighbours as a shaded strip: lay it over them.</source>
        <translation>An den Schnittmarken zuschneiden oder falten; jedes Blatt wiederholt die letzte Spalte und Zeile seiner Nachbarblätter als schattierten Streifen: diesen darüberlegen.</translation>
    </message>
    <message>
        <source>Page map</source>
        <translation>Seitenübersicht</translation>
    </message>
    <message>
        <source>%1 · p. %2</source>
        <translation>%1 · S. %2</translation>
    </message>
    <message>
        <source>%1 · blank</source>
        <translation>%1 · leer</translation>
    </message>
    <message>
        <source>Sides</source>
        <extracomment>Heading: the sides (teams) of the encounter.</extracomment>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Column heading: the side (team) a token fights on.</extracomment>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column heading: a token&apos;s size in squares, e.g. &quot;2×2&quot;.</extracomment>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>No tokens.</source>
        <translation>Keine Figuren.</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>Page %1 · columns %2–%3, rows %4–%5</source>
        <translation>Seite %1 · Spalten %2–%3, Zeilen %4–%5</translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation>%1 · Blatt %2 von %3</translation>
    </message>
    <message>
        <source>battle sheets need a square board</source>
        <translation>Kampfbögen erfordern ein Quadratraster</translation>
    </message>
    <message>
        <source>battle sheets need a QGuiApplication (fonts)</source>
        <translation>Kampfbögen erfordern eine QGuiApplication (Schriften)</translation>
    </message>
    <message>
        <source>the board has no squares to print, or the margins leave no room</source>
        <translation>Das Spielfeld hat keine Felder zum Drucken, oder die Ränder lassen keinen Platz</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Battle map</source>
        <translation>Kampfkarte</translation>
    </message>
    <message>
        <source>cannot start the PDF %1</source>
        <translation>PDF %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>BoardAreaEdit</name>
    <message>
        <source>Area %1</source>
        <translation>Bereich %1</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Erase terrain</source>
        <translation>Gelände löschen</translation>
    </message>
    <message>
        <source>Raise ground</source>
        <translation>Boden anheben</translation>
    </message>
    <message>
        <source>Lower ground</source>
        <translation>Boden absenken</translation>
    </message>
    <message>
        <source>Erase lighting</source>
        <translation>Beleuchtung löschen</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Add wall</source>
        <translation>Wand hinzufügen</translation>
    </message>
    <message>
        <source>Remove wall</source>
        <translation>Wand entfernen</translation>
    </message>
    <message>
        <source>Make door</source>
        <extracomment>Undo steps: turn a wall into a door, open it, close it (verbs).</extracomment>
        <translation>Tür erstellen</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Tür öffnen</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>Tür schließen</translation>
    </message>
    <message>
        <source>Make plain wall</source>
        <translation>Zu einfacher Wand machen</translation>
    </message>
    <message>
        <source>The board changed while the image was read</source>
        <translation>Das Spielfeld hat sich geändert, während das Bild gelesen wurde</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>Hintergrundbild festlegen</translation>
    </message>
    <message>
        <source>Fit background</source>
        <translation>Hintergrund einpassen</translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation>Hintergrund entfernen</translation>
    </message>
    <message>
        <source>%1 is at %2 in %3: move it before removing the water</source>
        <translation>%1 ist auf %2 in %3: vor dem Entfernen des Wassers verschieben</translation>
    </message>
    <message>
        <source>Mark %1 difficult</source>
        <translation>%1 als schwierig markieren</translation>
    </message>
    <message>
        <source>Clear difficult from %1</source>
        <translation>Schwierig von %1 entfernen</translation>
    </message>
    <message>
        <source>Mark %1 turbulent</source>
        <translation>%1 als turbulent markieren</translation>
    </message>
    <message>
        <source>Clear turbulent from %1</source>
        <translation>Turbulent von %1 entfernen</translation>
    </message>
    <message>
        <source>Put water in %1</source>
        <translation>Wasser in %1 setzen</translation>
    </message>
    <message>
        <source>Remove water from %1</source>
        <translation>Wasser aus %1 entfernen</translation>
    </message>
    <message>
        <source>Fill %1 with an obstacle</source>
        <translation>%1 mit einem Hindernis füllen</translation>
    </message>
    <message>
        <source>Clear the obstacle from %1</source>
        <translation>Hindernis aus %1 entfernen</translation>
    </message>
    <message>
        <source>Clear the Saving Throw of %1</source>
        <translation>Rettungswurf von %1 entfernen</translation>
    </message>
    <message>
        <source>Saving Throw on entering %1</source>
        <translation>Rettungswurf beim Betreten von %1</translation>
    </message>
    <message>
        <source>%1 is at %2: bring it down before forbidding %2</source>
        <translation>%1 ist auf %2: vor dem Verbieten von %2 herunterholen</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>%1 erlauben</translation>
    </message>
    <message>
        <source>Forbid %1</source>
        <translation>%1 verbieten</translation>
    </message>
    <message>
        <source>%1: expected a picture of at most %2 MB, got %3 MB</source>
        <translation>%1: Bild von höchstens %2 MB erwartet, erhalten: %3 MB</translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation>%1: kein Bild, das Gridkeep lesen kann</translation>
    </message>
    <message>
        <source>Skyward</source>
        <extracomment>The Combat Grid&apos;s altitude level above the ground (a game term), when the rule set names none.</extracomment>
        <translation>Himmelwärts</translation>
    </message>
    <message>
        <source>Only a square board takes a background image</source>
        <translation>Nur ein quadratisches Spielfeld nimmt ein Hintergrundbild an</translation>
    </message>
    <message>
        <source>Turn on sight over heights</source>
        <translation>Sicht über Höhen einschalten</translation>
    </message>
    <message>
        <source>Turn off sight over heights</source>
        <translation>Sicht über Höhen ausschalten</translation>
    </message>
    <message>
        <source>Set door top</source>
        <extracomment>An undo step: set how high a wall (a door) reaches (docs/rules.md §13).</extracomment>
        <translation>Oberkante der Tür festlegen</translation>
    </message>
    <message>
        <source>Set wall top</source>
        <translation>Oberkante der Wand festlegen</translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>The board holds as many pins as a file may.</source>
        <translation>Das Spielfeld hat so viele Nadeln, wie eine Datei fassen kann.</translation>
    </message>
    <message>
        <source>Note %1</source>
        <extracomment>The title a new map pin starts with; %1 is its number.</extracomment>
        <translation>Notiz %1</translation>
    </message>
    <message>
        <source>Place pin %1</source>
        <translation>Nadel %1 setzen</translation>
    </message>
    <message>
        <source>Move pin %1</source>
        <translation>Nadel %1 verschieben</translation>
    </message>
    <message>
        <source>A pin&apos;s title and text may have at most %1 characters each.</source>
        <translation>Titel und Text einer Nadel dürfen je höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>Edit pin %1</source>
        <translation>Nadel %1 bearbeiten</translation>
    </message>
    <message>
        <source>Remove pin %1</source>
        <translation>Nadel %1 entfernen</translation>
    </message>
    <message>
        <source>The board holds as many traps as a file may.</source>
        <translation>Das Spielfeld hat so viele Fallen, wie eine Datei fassen kann.</translation>
    </message>
    <message>
        <source>Trap %1</source>
        <extracomment>The name a new trap starts with; %1 is its number.</extracomment>
        <translation>Falle %1</translation>
    </message>
    <message>
        <source>Lay trap %1</source>
        <translation>Falle %1 legen</translation>
    </message>
    <message>
        <source>A trap&apos;s name and note may have at most %1 characters each.</source>
        <translation>Name und Notiz einer Falle dürfen je höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>Edit trap %1</source>
        <translation>Falle %1 bearbeiten</translation>
    </message>
    <message>
        <source>Remove trap %1</source>
        <translation>Falle %1 entfernen</translation>
    </message>
</context>
<context>
    <name>BoardNotices</name>
    <message>
        <source>Players see: Between scenes</source>
        <translation>Spieler sehen: Zwischen den Szenen</translation>
    </message>
    <message>
        <source>Player view: Between scenes</source>
        <translation>Spieleransicht: Zwischen den Szenen</translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation>Aufdecken (F10)</translation>
    </message>
    <message>
        <source>Show this encounter on the player view</source>
        <translation>Diese Begegnung in der Spieleransicht zeigen</translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <source>battle sheets need a square board</source>
        <translation>Kampfbögen erfordern ein Quadratraster</translation>
    </message>
    <message>
        <source>the board is too large for an image at %1 pixels per cell; ask for fewer pixels per cell</source>
        <translation>Das Spielfeld ist zu groß für ein Bild mit %1 Pixeln pro Feld; weniger Pixel pro Feld wählen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG</source>
        <translation>%1 kann nicht als PNG geschrieben werden</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Start a new encounter (Ctrl+N) or open one (Ctrl+O).</source>
        <translation>Eine neue Begegnung beginnen (Ctrl+N) oder eine öffnen (Ctrl+O).</translation>
    </message>
    <message>
        <source>The overlays are catching up with the dragged token</source>
        <translation>Die Einblendungen holen die gezogene Figur ein</translation>
    </message>
    <message>
        <source>↻ updating</source>
        <translation>↻ wird aktualisiert</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Spielfeldansicht</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>True Scale</source>
        <translation>Echter Maßstab</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Hold a ruler to the line and type its length.</source>
        <translation>Ein Lineal an die Linie halten und ihre Länge eingeben.</translation>
    </message>
    <message>
        <source>Measure from the outer edge of one end mark to the outer edge of the other.</source>
        <translation>Von der Außenkante der einen Endmarke bis zur Außenkante der anderen messen.</translation>
    </message>
    <message>
        <source>Length of the line</source>
        <translation>Länge der Linie</translation>
    </message>
    <message>
        <source>e.g. 105</source>
        <translation>z. B. 105</translation>
    </message>
    <message>
        <source>The length your ruler shows, as precisely as you can read it</source>
        <translation>Die Länge, die das Lineal zeigt, so genau wie ablesbar</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>One square</source>
        <translation>Ein Feld</translation>
    </message>
    <message>
        <source>The size of a square on the table: usually 1 inch, the base of a miniature, or 25 mm</source>
        <translation>Die Größe eines Felds auf dem Tisch: meist 1 Zoll, die Basis einer Miniatur, oder 25 mm</translation>
    </message>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 ist nicht verbunden.</translation>
    </message>
    <message>
        <source>Calibrated: a square is %1 pixels.</source>
        <translation>Kalibriert: Ein Feld ist %1 Pixel groß.</translation>
    </message>
    <message>
        <source>Not calibrated yet: by the size the screen reports, a square is %1 pixels.</source>
        <translation>Noch nicht kalibriert: Nach der vom Bildschirm gemeldeten Größe ist ein Feld %1 Pixel groß.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Go back to the size the screen reports</source>
        <translation>Zur vom Bildschirm gemeldeten Größe zurückkehren</translation>
    </message>
    <message>
        <source>Unit of the length</source>
        <translation>Einheit der Länge</translation>
    </message>
    <message>
        <source>Unit of the square</source>
        <translation>Einheit des Felds</translation>
    </message>
</context>
<context>
    <name>ClassicProcedure</name>
    <message>
        <source>Initiative %1: the party goes first</source>
        <extracomment>%1 is the initiative roll, e.g. &quot;1d6: 4 = 4&quot;.</extracomment>
        <translation>Initiative %1: Die Gruppe beginnt</translation>
    </message>
    <message>
        <source>Initiative %1: the enemies go first</source>
        <translation>Initiative %1: Die Gegner beginnen</translation>
    </message>
</context>
<context>
    <name>CombatActions</name>
    <message>
        <source>&amp;Start Combat</source>
        <translation>Kampf &amp;beginnen</translation>
    </message>
    <message>
        <source>&amp;End Combat</source>
        <translation>Kampf b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Schaden…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Heilen…</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Secret Roll (GM only)</source>
        <translation>&amp;Geheimer Wurf (nur SL)</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Geheim: %1</translation>
    </message>
    <message>
        <source>De&amp;lay Turn</source>
        <translation>Zug &amp;aufschieben</translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected</source>
        <translation>&amp;Zug an Auswahl geben</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>Angri&amp;ff…</translation>
    </message>
    <message>
        <source>Add a &amp;Condition…</source>
        <translation>Zus&amp;tand hinzufügen…</translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative</source>
        <translation>Reaktion: &amp;Initiative ergreifen</translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players</source>
        <translation>Den Spielern auf&amp;decken</translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order</source>
        <translation>In der Reihenfolge nach &amp;oben</translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order</source>
        <translation>In der Reihenfolge nach &amp;unten</translation>
    </message>
</context>
<context>
    <name>CombatController</name>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation>Überraschungsrunde</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1. End the fight with Shift+F5.</source>
        <translation>%1. Kampf mit Shift+F5 beenden.</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>die Runde endet</translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation>%1 ergreift die Initiative</translation>
    </message>
    <message>
        <source>%1 acts, then passes the Initiative (next: %2), or a Reaction seizes it</source>
        <translation>%1 handelt und gibt dann die Initiative ab (als Nächstes: %2), oder eine Reaktion ergreift sie</translation>
    </message>
    <message>
        <source>Pick who acts first</source>
        <translation>Auswählen, wer zuerst handelt</translation>
    </message>
    <message>
        <source>Next: %1, most affected by the last turn</source>
        <translation>Als Nächstes: %1, am stärksten vom letzten Zug betroffen</translation>
    </message>
    <message>
        <source>Next in initiative: %1</source>
        <translation>Nächster in der Initiative: %1</translation>
    </message>
    <message>
        <source>%1 by surprise. Next: %2</source>
        <translation>%1 durch Überraschung. Als Nächstes: %2</translation>
    </message>
    <message>
        <source>The party strikes</source>
        <translation>Die Gruppe schlägt zu</translation>
    </message>
    <message>
        <source>The opponents strike</source>
        <translation>Die Gegner schlagen zu</translation>
    </message>
    <message>
        <source>%1 first this round. Next: %2</source>
        <translation>%1 zuerst in dieser Runde. Als Nächstes: %2</translation>
    </message>
    <message>
        <source>The party acts</source>
        <translation>Die Gruppe handelt</translation>
    </message>
    <message>
        <source>The enemies act</source>
        <translation>Die Gegner handeln</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>A fight needs combatants on two opposing sides.</source>
        <translation>Ein Kampf braucht Kämpfer auf zwei gegnerischen Seiten.</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Delay turn</source>
        <translation>Zug verzögern</translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>An undo step: a hidden combatant is shown to the players.</extracomment>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>%1 heilen</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 set to %3</source>
        <translation>%2 von %1 auf %3 gesetzt</translation>
    </message>
    <message>
        <source>Secret roll</source>
        <translation>Geheimer Wurf</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>%1: damage %2</source>
        <translation>%1: %2 Schaden</translation>
    </message>
    <message>
        <source>%1: heal %2</source>
        <translation>%1: %2 heilen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An undo step: %1 is what caused it (a template), %2 a condition.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 markieren</translation>
    </message>
    <message>
        <source>Reorder initiative</source>
        <translation>Initiative umsortieren</translation>
    </message>
    <message>
        <source>Reaction</source>
        <extracomment>An undo step: a combatant reacts (a game term: an action out of turn).</extracomment>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Only an enemy of the acting combatant with Composure left can react.</source>
        <translation>Nur ein Gegner des handelnden Kämpfers mit verbleibender Gelassenheit kann reagieren.</translation>
    </message>
    <message>
        <source>Die modifier</source>
        <translation>Würfelmodifikator</translation>
    </message>
    <message>
        <source>Saving Throw</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <source>%1 cannot pass and stays where it was</source>
        <translation>%1 kann nicht passieren und bleibt an Ort und Stelle</translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>An undo step: the target defends against an attack (a game term).</extracomment>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>An undo step: the target yields to the attack and takes the damage (a game term).</extracomment>
        <translation>Nachgeben</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>Schleichangriff</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>%1 actions unavailable</source>
        <extracomment>%1 is the pool the actions come from, e.g. &quot;Stamina&quot;.</extracomment>
        <translation>%1-Aktionen nicht verfügbar</translation>
    </message>
    <message>
        <source>Cannot react</source>
        <translation>Kann nicht reagieren</translation>
    </message>
    <message>
        <source>Movement %1</source>
        <translation>Bewegung %1</translation>
    </message>
    <message numerus="yes">
        <source>Damage %1 to %n tokens</source>
        <translation>
            <numerusform>%1 Schaden an %n Figur</numerusform>
            <numerusform>%1 Schaden an %n Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Heal %1 to %n tokens</source>
        <translation>
            <numerusform>%n Figur um %1 heilen</numerusform>
            <numerusform>%n Figuren um %1 heilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %1 to %n tokens</source>
        <translation>
            <numerusform>%1 zu %n Figur hinzufügen</numerusform>
            <numerusform>%1 zu %n Figuren hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the start of %1&apos;s turn</source>
        <translation>
            <numerusform>%n Runde, bis zum Beginn des Zugs von %1</numerusform>
            <numerusform>%n Runden, bis zum Beginn des Zugs von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the end of %1&apos;s turn</source>
        <translation>
            <numerusform>%n Runde, bis zum Ende des Zugs von %1</numerusform>
            <numerusform>%n Runden, bis zum Ende des Zugs von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>reaction</source>
        <extracomment>The per-turn checkbox of a combatant&apos;s one reaction (rule set &quot;meters&quot;).</extracomment>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source> (%1%2 each)</source>
        <extracomment>After the dice faces: a modifier added to each die, e.g. &quot; (+1 each)&quot;.</extracomment>
        <translation> (je %1%2)</translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2.</source>
        <translation>⚠ %1 löst %2 aus.</translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2: %3</source>
        <translation>⚠ %1 löst %2 aus: %3</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>%1 sets off %2 at %3,%4</source>
        <extracomment>%1 is the token, %2 the trap&apos;s name, %3 and %4 the cell where it fired.</extracomment>
        <translation>%1 löst %2 bei %3,%4 aus</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>No fight yet</source>
        <translation>Noch kein Kampf</translation>
    </message>
    <message>
        <source>This rule set has no combat procedure</source>
        <translation>Dieses Regelwerk hat keinen Kampfablauf</translation>
    </message>
    <message>
        <source>Every token on the board joins. Hidden tokens join hidden and are revealed on their first turn.</source>
        <translation>Jede Figur auf dem Spielfeld nimmt teil. Verborgene Figuren nehmen verborgen teil und werden in ihrem ersten Zug aufgedeckt.</translation>
    </message>
    <message>
        <source>The players&apos; side</source>
        <translation>Die Seite der Spieler</translation>
    </message>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation>Überraschungsrunde</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Roll a d6 (1: opponents, 6: party)</source>
        <translation>W6 würfeln (1: Gegner, 6: Gruppe)</translation>
    </message>
    <message>
        <source>The party surprises</source>
        <translation>Die Gruppe überrascht</translation>
    </message>
    <message>
        <source>The opponents surprise</source>
        <translation>Die Gegner überraschen</translation>
    </message>
    <message>
        <source>Start combat  (F5)</source>
        <translation>Kampf beginnen  (F5)</translation>
    </message>
    <message>
        <source>End fight</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>End combat (Shift+F5); Ctrl+Z brings it back</source>
        <translation>Kampf beenden (Shift+F5); Ctrl+Z holt ihn zurück</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous turn (Shift+N)</source>
        <translation>Vorheriger Zug (Shift+N)</translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation>Nächster Zug ▶</translation>
    </message>
    <message>
        <source>End this turn and start the suggested one (N). Double-click a combatant to give it the turn instead.</source>
        <translation>Diesen Zug beenden und den vorgeschlagenen beginnen (N). Doppelklick auf einen Kämpfer gibt stattdessen ihm den Zug.</translation>
    </message>
    <message>
        <source>Delay</source>
        <extracomment>Combat: the acting combatant delays its turn (a game term).</extracomment>
        <translation>Verzögern</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>R%1  %2</source>
        <extracomment>A combat log line: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation>R%1  %2</translation>
    </message>
    <message>
        <source>Damage…	D</source>
        <translation>Schaden…	D</translation>
    </message>
    <message>
        <source>Heal…	H</source>
        <translation>Heilen…	H</translation>
    </message>
    <message>
        <source>Roll	R</source>
        <translation>Würfeln	R</translation>
    </message>
    <message>
        <source>Secret roll (GM only)	Shift+R</source>
        <translation>Geheimer Wurf (nur SL)	Shift+R</translation>
    </message>
    <message>
        <source>Delay this turn (P): the combatant waits and is suggested last</source>
        <translation>Diesen Zug verzögern (P): Der Kämpfer wartet und wird als Letzter vorgeschlagen</translation>
    </message>
    <message>
        <source>[GM only] R%1  %2</source>
        <extracomment>A combat log line the players never see: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation>[nur SL] R%1  %2</translation>
    </message>
    <message>
        <source>Give the turn	J</source>
        <translation>Zug geben	J</translation>
    </message>
    <message>
        <source>Attack: defend or yield…	F</source>
        <translation>Angriff: verteidigen oder nachgeben…	F</translation>
    </message>
    <message>
        <source>Attack…	F</source>
        <translation>Angriff…	F</translation>
    </message>
    <message>
        <source>Add a condition…	S</source>
        <translation>Zustand hinzufügen…	S</translation>
    </message>
    <message>
        <source>Reaction: seize the Initiative	Q</source>
        <translation>Reaktion: Initiative ergreifen	Q</translation>
    </message>
    <message>
        <source>Reveal to the players	U</source>
        <translation>Den Spielern aufdecken	U</translation>
    </message>
    <message>
        <source>Move up in the order	Shift+PgUp</source>
        <translation>In der Reihenfolge nach oben	Shift+PgUp</translation>
    </message>
    <message>
        <source>Move down in the order	Shift+PgDown</source>
        <translation>In der Reihenfolge nach unten	Shift+PgDown</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Kampfprotokoll</translation>
    </message>
</context>
<context>
    <name>CombatProcedure</name>
    <message>
        <source>%1 is defeated</source>
        <translation>%1 ist besiegt</translation>
    </message>
</context>
<context>
    <name>CombatRunner</name>
    <message numerus="yes">
        <source>Combat begins: %n combatant(s)</source>
        <translation>
            <numerusform>Kampf beginnt: %n Kampfteilnehmer</numerusform>
            <numerusform>Kampf beginnt: %n Kampfteilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>Surprise roll %1: the party surprises</source>
        <extracomment>%1 is the roll, e.g. &quot;1d6: 2 = 2&quot;.</extracomment>
        <translation>Überraschungswurf %1: Die Gruppe überrascht</translation>
    </message>
    <message>
        <source>Surprise roll %1: the opponents surprise</source>
        <translation>Überraschungswurf %1: Die Gegner überraschen</translation>
    </message>
    <message>
        <source>Surprise roll %1: no surprise</source>
        <translation>Überraschungswurf %1: keine Überraschung</translation>
    </message>
    <message>
        <source>Surprise round: only the party acts</source>
        <translation>Überraschungsrunde: Nur die Gruppe handelt</translation>
    </message>
    <message>
        <source>Surprise round: only the opponents act</source>
        <translation>Überraschungsrunde: Nur die Gegner handeln</translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn</source>
        <translation>Zurück zum Zug von %1</translation>
    </message>
    <message>
        <source>%1 delays their turn</source>
        <translation>%1 schiebt den Zug auf</translation>
    </message>
    <message>
        <source>%1 is revealed</source>
        <translation>%1 ist aufgedeckt</translation>
    </message>
    <message>
        <source>%1 resumes their delayed turn</source>
        <translation>%1 setzt den aufgeschobenen Zug fort</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>Only one side can still fight</source>
        <translation>Nur noch eine Seite kann kämpfen</translation>
    </message>
    <message>
        <source>Round %1 ends. %2: the fight is over</source>
        <extracomment>%2 is why the fight is over, e.g. &quot;Only one side can still fight&quot;.</extracomment>
        <translation>Runde %1 endet. %2: Der Kampf ist vorbei</translation>
    </message>
    <message>
        <source>The surprise round ends. Round %1</source>
        <extracomment>A combat round begins (a log line).</extracomment>
        <translation>Die Überraschungsrunde endet. Runde %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <extracomment>%2 is a condition, e.g. &quot;prone&quot;.</extracomment>
        <translation>%1 ist nicht mehr %2</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <extracomment>%2 is an amount, %3 the pool it comes off, e.g. &quot;Ana takes 3 HP damage&quot;.</extracomment>
        <translation>%1 erleidet %2 %3 Schaden</translation>
    </message>
    <message>
        <source>%1 suffers %2 stress</source>
        <translation>%1 erleidet %2 Stress</translation>
    </message>
    <message>
        <source>%1 takes %2 as injuries</source>
        <translation>%1 erleidet %2 als Verletzungen</translation>
    </message>
    <message>
        <source>%1 cannot gain %2 while %3</source>
        <extracomment>%2 is a pool, %3 a condition, e.g. &quot;Ana cannot gain poise while reeling&quot;.</extracomment>
        <translation>%1 kann %2 nicht erhöhen, solange %3</translation>
    </message>
    <message>
        <source>%1 regains %2 %3</source>
        <extracomment>%2 is an amount, %3 a pool, e.g. &quot;Ana regains 4 HP&quot;.</extracomment>
        <translation>%1 erhält %2 %3 zurück</translation>
    </message>
    <message>
        <source>GM rolls %1</source>
        <extracomment>%1 is the roll, e.g. &quot;2d6: 3 5 = 8&quot;; the GM rolls it rather than a combatant.</extracomment>
        <translation>SL würfelt %1</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of %3&apos;s turn</source>
        <extracomment>%2 is a condition, %3 whose turn counts the rounds.</extracomment>
        <translation>
            <numerusform>%1 ist %2 für %n Runde, bis zum Ende des Zugs von %3</numerusform>
            <numerusform>%1 ist %2 für %n Runden, bis zum Ende des Zugs von %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the start of %3&apos;s turn</source>
        <translation>
            <numerusform>%1 ist %2 für %n Runde, bis zum Beginn des Zugs von %3</numerusform>
            <numerusform>%1 ist %2 für %n Runden, bis zum Beginn des Zugs von %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <extracomment>%2 is a condition, e.g. &quot;Ana is prone&quot;.</extracomment>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is at 0 %2 and cannot react</source>
        <extracomment>%2 is a pool&apos;s short name, e.g. &quot;0 EN&quot;.</extracomment>
        <translation>%1 ist auf 0 %2 und kann nicht reagieren</translation>
    </message>
    <message>
        <source>%1 reacts against %2 and will seize the Initiative</source>
        <translation>%1 reagiert gegen %2 und wird die Initiative ergreifen</translation>
    </message>
    <message>
        <source>%1: modifier %2 a die, Combat Roll total %3</source>
        <translation>%1: Modifikator %2 pro Würfel, Kampfwurf gesamt %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw fails: 0 %3</source>
        <extracomment>%2 is an energy, %3 a pool&apos;s short name.</extracomment>
        <translation>%2-Rettungswurf von %1 misslingt: 0 %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: passes</source>
        <extracomment>%2 is an energy, %3 the roll, %4 the energy&apos;s value, %5 the total, %6 the target.</extracomment>
        <translation>%2-Rettungswurf von %1: %3 + %4 = %5 gegen %6: bestanden</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: fails</source>
        <translation>%2-Rettungswurf von %1: %3 + %4 = %5 gegen %6: misslungen</translation>
    </message>
    <message>
        <source>%1 has %2 %3, less than the threat %4: it must yield</source>
        <extracomment>%2 is an amount, %3 a pool.</extracomment>
        <translation>%1 hat %2 %3, weniger als die Bedrohung %4: muss nachgeben</translation>
    </message>
    <message>
        <source>%1 defends with %2: threat %3 − armor %4 = %5</source>
        <extracomment>%2 is the pool defended with.</extracomment>
        <translation>%1 verteidigt mit %2: Bedrohung %3 − Rüstung %4 = %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effect(s)</source>
        <extracomment>%3 is the roll, %4 the bonus, %5 the armor, %6 the damage.</extracomment>
        <translation>
            <numerusform>%1 gibt %2 nach: %3 + %4 − Rüstung %5 = %6; %n List-Effekt</numerusform>
            <numerusform>%1 gibt %2 nach: %3 + %4 − Rüstung %5 = %6; %n List-Effekte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1d%2: %3</source>
        <extracomment>Dice rolled, e.g. &quot;2d6: 3 5&quot;; &quot;d&quot; is the dice notation&apos;s and stays as it is.</extracomment>
        <translation>%1d%2: %3</translation>
    </message>
    <message>
        <source>%1d%2: %3 exploding %4</source>
        <extracomment>Dice rolled with extra dice for each highest face, e.g. &quot;2d6: 6 2 exploding 4&quot;.</extracomment>
        <translation>%1d%2: %3, explodierend %4</translation>
    </message>
    <message>
        <source>%1 sneak-attacks %2: %3 = %4 + %5 = %6 direct damage</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the bonus, %6 the damage.</extracomment>
        <translation>%1 greift %2 aus dem Hinterhalt an: %3 = %4 + %5 = %6 direkter Schaden</translation>
    </message>
    <message>
        <source>%1 hits %2 with a Power Attack: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the magic bonus, %6 the bonus, %7 the defense points (DP), %8 the damage.</extracomment>
        <translation>%1 trifft %2 mit einem Wuchtangriff: %3 = %4 + Magie %5 + %6 − %7 VP = %8</translation>
    </message>
    <message>
        <source>%1 hits %2: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <translation>%1 trifft %2: %3 = %4 + Magie %5 + %6 − %7 VP = %8</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2.</source>
        <translation>⚠ %1 beginnt den Zug in %2.</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2: %3</source>
        <translation>⚠ %1 beginnt den Zug in %2: %3</translation>
    </message>
</context>
<context>
    <name>CombatStateJson</name>
    <message>
        <source>expected a token id</source>
        <translation>Figuren-ID erwartet</translation>
    </message>
    <message>
        <source>expected the id of a token, got &quot;%1&quot;</source>
        <translation>ID einer Figur erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a list of token ids</source>
        <translation>Liste von Figuren-IDs erwartet</translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation>ID einer Seite erwartet</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected [value, max]</source>
        <translation>[Wert, Maximum] erwartet</translation>
    </message>
    <message>
        <source>expected a condition</source>
        <translation>Zustand erwartet</translation>
    </message>
    <message>
        <source>expected 0 or more</source>
        <translation>0 oder mehr erwartet</translation>
    </message>
    <message>
        <source>expected a list of combatants</source>
        <translation>Liste von Kampfteilnehmern erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a combatant</source>
        <translation>„%1“ ist bereits Kampfteilnehmer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the combatants</source>
        <translation>„%1“ ist kein Kampfteilnehmer</translation>
    </message>
</context>
<context>
    <name>CombatantCard</name>
    <message>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>Hidden from the players; revealed on its first turn</source>
        <translation>Vor den Spielern verborgen; wird im ersten Zug aufgedeckt</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>defeated</source>
        <translation>besiegt</translation>
    </message>
    <message>
        <source>Has acted this round</source>
        <translation>Hat in dieser Runde gehandelt</translation>
    </message>
    <message>
        <source>Roll %1 = %2</source>
        <translation>Wurf %1 = %2</translation>
    </message>
    <message>
        <source>Initiative %1</source>
        <translation>Initiative %1</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>Züge %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>One reaction during every other combatant&apos;s turn</source>
        <translation>Eine Reaktion während des Zugs jedes anderen Kämpfers</translation>
    </message>
    <message>
        <source>Spent this turn; clears when the turn starts</source>
        <translation>In diesem Zug verbraucht; wird zu Beginn des Zugs zurückgesetzt</translation>
    </message>
    <message>
        <source>Middle click removes it; S adds a condition</source>
        <translation>Mittelklick entfernt ihn; S fügt einen Zustand hinzu</translation>
    </message>
    <message>
        <source>Key: %1 (for the selected combatant)</source>
        <translation>Taste: %1 (für den ausgewählten Kämpfer)</translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation>%1, am Zug</translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation>%1, besiegt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 von %2 %3</translation>
    </message>
</context>
<context>
    <name>ConditionPopup</name>
    <message>
        <source>Condition on %1</source>
        <translation>Zustand für %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation>Runden</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation>Endet am</translation>
    </message>
    <message>
        <source>end of the turn of</source>
        <translation>Ende des Zugs von</translation>
    </message>
    <message>
        <source>start of the turn of</source>
        <translation>Beginn des Zugs von</translation>
    </message>
    <message>
        <source>%1 (the source)</source>
        <translation>%1 (die Quelle)</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>die Quelle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation>Zustand hinzufügen</translation>
    </message>
    <message>
        <source>Whose turn counts</source>
        <translation>Wessen Zug zählt</translation>
    </message>
</context>
<context>
    <name>CoverLegend</name>
    <message>
        <source>Cover of each square as %1 sees it: open field, no cover, half, full or total cover, with the sneaker&apos;s Advantage (lighting included) in the corner. Point at a square to see its five lines. Ctrl+Shift+C turns it off.</source>
        <translation>Deckung jedes Felds aus Sicht von %1: freies Feld, keine, halbe, volle oder totale Deckung, mit dem Vorteil des Schleichenden (inkl. Beleuchtung) in der Ecke. Auf ein Feld zeigen, um seine fünf Linien zu sehen. Ctrl+Shift+C schaltet sie aus.</translation>
    </message>
    <message>
        <source>Cover from %1</source>
        <translation>Deckung vor %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>wird berechnet…</translation>
    </message>
    <message>
        <source>Hide the cover layer (Ctrl+Shift+C)</source>
        <translation>Deckungsebene ausblenden (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation>Legende schließen</translation>
    </message>
</context>
<context>
    <name>CoverLevel</name>
    <message>
        <source>Open field</source>
        <translation>Freies Feld</translation>
    </message>
</context>
<context>
    <name>CreatureFolder</name>
    <message>
        <source>%1: expected a file name of lowercase letters, digits, &quot;-&quot; and &quot;_&quot; before .creature (skipped)</source>
        <translation>%1: Dateiname aus Kleinbuchstaben, Ziffern, &quot;-&quot; und &quot;_&quot; vor .creature erwartet (übersprungen)</translation>
    </message>
    <message>
        <source>%1: expected a file in the folder, but it links to one outside it (skipped)</source>
        <translation>%1: Datei im Ordner erwartet, aber sie verweist auf eine außerhalb (übersprungen)</translation>
    </message>
</context>
<context>
    <name>CreatureReader</name>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>nicht leerer Name erwartet</translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation>Zahl ab 0 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation>eingebettetes Bild (eine data:image/…-URL) erwartet</translation>
    </message>
    <message>
        <source>expected a portrait of at most %1 MB, got %2 bytes</source>
        <translation>Porträt von höchstens %1 MB erwartet, erhalten: %2 Byte</translation>
    </message>
    <message>
        <source>expected a size from 1 to %1, got %2</source>
        <translation>Größe von 1 bis %1 erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a speed of 0 or more, got %1</source>
        <translation>Geschwindigkeit ab 0 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation>Reichweite von höchstens %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation>Dunkelsicht-Reichweite von 0 bis %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>a condition id</source>
        <translation>eine Zustands-ID</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; once, but it is also in pools</source>
        <translation>„%1“ nur einmal erwartet, steht aber auch in den Vorräten</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-creature&quot;, got %1</source>
        <translation>„gridkeep-creature“ erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a name, got %1</source>
        <translation>Name erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>ein Tag</translation>
    </message>
    <message>
        <source>rule sets</source>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>expected a rule set id (lowercase letters, digits, &quot;-&quot; and &quot;_&quot;), got &quot;%1&quot;</source>
        <translation>Regelwerk-ID (Kleinbuchstaben, Ziffern, „-“ und „_“) erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a creature file of at most %1 MB, got %2 bytes</source>
        <translation>Kreaturdatei von höchstens %1 MB erwartet, erhalten: %2 Byte</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>CreatureTokens</name>
    <message>
        <source>speed %1</source>
        <translation>Tempo %1</translation>
    </message>
    <message>
        <source>no zone</source>
        <extracomment>A creature&apos;s stat line: it has no zone of control (game term).</extracomment>
        <translation>keine Kontrollzone</translation>
    </message>
    <message>
        <source>reach %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <source>no ZoC</source>
        <extracomment>A creature&apos;s stat line: no zone of control (ZoC, a game term).</extracomment>
        <translation>keine KZ</translation>
    </message>
    <message>
        <source>agility %1</source>
        <translation>Gewandtheit %1</translation>
    </message>
    <message>
        <source>darkvision %1</source>
        <translation>Dunkelsicht %1</translation>
    </message>
</context>
<context>
    <name>DataUrl</name>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation>Bild von höchstens %1 MB nach dem Dekodieren erwartet, erhalten: %2×%3 Pixel</translation>
    </message>
</context>
<context>
    <name>DiceExpression</name>
    <message>
        <source>empty dice expression</source>
        <translation>leerer Würfelausdruck</translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation>länger als 200 Zeichen</translation>
    </message>
    <message>
        <source>unexpected space before &quot;%1&quot;</source>
        <translation>unerwartetes Leerzeichen vor „%1“</translation>
    </message>
    <message>
        <source>expected a term like 2d6, d20, 4d6kh3, 3d6! or 5 at &quot;%1&quot;</source>
        <translation>Term wie 2d6, d20, 4d6kh3, 3d6! oder 5 erwartet bei „%1“</translation>
    </message>
    <message>
        <source>a number above %1</source>
        <translation>eine Zahl über %1</translation>
    </message>
    <message>
        <source>the number of dice must be 1 to %1</source>
        <translation>die Anzahl der Würfel muss 1 bis %1 sein</translation>
    </message>
    <message>
        <source>a die must have 1 to %1 sides</source>
        <translation>ein Würfel muss 1 bis %1 Seiten haben</translation>
    </message>
    <message>
        <source>a one-sided die cannot explode</source>
        <translation>ein einseitiger Würfel kann nicht explodieren</translation>
    </message>
    <message>
        <source>keep 1 to %1 of %2 dice</source>
        <translation>1 bis %1 von %2 Würfeln behalten</translation>
    </message>
    <message>
        <source>more than %1 terms</source>
        <translation>mehr als %1 Terme</translation>
    </message>
    <message>
        <source>adv and dis apply to a single die, as in 1d20 adv</source>
        <translation>adv und dis gelten für einen einzelnen Würfel, wie in 1d20 adv</translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source> (dropped %1)</source>
        <translation> (verworfen: %1)</translation>
    </message>
</context>
<context>
    <name>DocumentFlow</name>
    <message>
        <source>Finishing the save before closing…</source>
        <translation>Das Speichern wird vor dem Schließen abgeschlossen …</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…</source>
        <translation>Sitzungs&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>&amp;Close Session</source>
        <translation>Sitzung sc&amp;hließen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open a session folder</source>
        <translation>Sitzungsordner öffnen</translation>
    </message>
    <message>
        <source>Open an encounter</source>
        <translation>Begegnung öffnen</translation>
    </message>
    <message>
        <source>Encounters (*.encounter)</source>
        <translation>Begegnungen (*.encounter)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the encounter as</source>
        <translation>Begegnung speichern unter</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first? Otherwise they are lost.</source>
        <translation>Änderungen an „%1“ zuerst speichern? Sonst gehen sie verloren.</translation>
    </message>
</context>
<context>
    <name>DrawingEditor</name>
    <message>
        <source>Vermilion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purpur</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Fein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Kräftig</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>stroke</source>
        <translation>Strich</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>%1 zeichnen</translation>
    </message>
    <message>
        <source>A text on the board may have at most %1 characters.</source>
        <translation>Ein Text auf dem Spielfeld darf höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 radieren</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>%1 den Spielern zeigen</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>%1 vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Clear the GM&apos;s drawings</source>
        <translation>Zeichnungen der SL löschen</translation>
    </message>
    <message>
        <source>Clear all drawings</source>
        <translation>Alle Zeichnungen löschen</translation>
    </message>
    <message>
        <source>The board holds as many drawings as a file may: erase some first.</source>
        <translation>Das Spielfeld hat so viele Zeichnungen, wie eine Datei fassen kann: radiere zuerst einige.</translation>
    </message>
</context>
<context>
    <name>DrawingPalette</name>
    <message>
        <source>Draw</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <source>Pen: draw freehand</source>
        <translation>Stift: frei zeichnen</translation>
    </message>
    <message>
        <source>Line: drag from end to end</source>
        <translation>Linie: von Ende zu Ende ziehen</translation>
    </message>
    <message>
        <source>Arrow: drag from its tail to its point</source>
        <translation>Pfeil: vom Ende zur Spitze ziehen</translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation>Rechteck: von Ecke zu Ecke ziehen</translation>
    </message>
    <message>
        <source>Ellipse: drag across its box</source>
        <translation>Ellipse: über ihren Rahmen ziehen</translation>
    </message>
    <message>
        <source>Text: click where it starts, type, Enter</source>
        <translation>Text: dort klicken, wo er beginnt, tippen, Enter</translation>
    </message>
    <message>
        <source>Eraser: click or drag over a drawing (Shift+K)</source>
        <translation>Radierer: eine Zeichnung anklicken oder darüber ziehen (Shift+K)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Linienbreite</translation>
    </message>
    <message>
        <source>Players see them</source>
        <translation>Spieler sehen sie</translation>
    </message>
    <message>
        <source>Off: what you draw is your own note. On: the player view shows it too. A right click on a drawing changes it later.</source>
        <translation>Aus: Was du zeichnest, ist deine eigene Notiz. An: Die Spieleransicht zeigt es auch. Ein Rechtsklick auf eine Zeichnung ändert das später.</translation>
    </message>
    <message numerus="yes">
        <source>%n drawing(s), %1 shown to the players</source>
        <translation>
            <numerusform>%n Zeichnung, %1 für die Spieler sichtbar</numerusform>
            <numerusform>%n Zeichnungen, %1 für die Spieler sichtbar</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Mine</source>
        <translation>Meine löschen</translation>
    </message>
    <message>
        <source>Erase the drawings the players do not see</source>
        <translation>Die Zeichnungen radieren, die die Spieler nicht sehen</translation>
    </message>
    <message>
        <source>Clear All</source>
        <translation>Alle löschen</translation>
    </message>
    <message>
        <source>Erase every drawing (Ctrl+Shift+K); Ctrl+Z brings them back</source>
        <translation>Alle Zeichnungen radieren (Strg+Shift+K); Strg+Z holt sie zurück</translation>
    </message>
    <message>
        <source>Each stroke is one undo step. Ctrl+click anywhere on the board pings that spot for everyone.</source>
        <translation>Jeder Strich ist ein Rückgängig-Schritt. Strg+Klick auf das Spielfeld markiert die Stelle für alle.</translation>
    </message>
</context>
<context>
    <name>DrawingToolLayer</name>
    <message>
        <source>Text to write on the board</source>
        <translation>Text für das Spielfeld</translation>
    </message>
    <message>
        <source>Text, then Enter</source>
        <translation>Text, dann Enter</translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Show to the Players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°</source>
        <translation>Um 45° nach lin&amp;ks drehen</translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°</source>
        <translation>Um 45° nach re&amp;chts drehen</translation>
    </message>
    <message>
        <source>Clear &amp;Drawings</source>
        <translation>&amp;Zeichnungen löschen</translation>
    </message>
</context>
<context>
    <name>EditToolPalette</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Select and move tokens</source>
        <translation>Figuren auswählen und bewegen</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <source>Erase terrain to plain ground</source>
        <translation>Gelände zu flachem Boden radieren</translation>
    </message>
    <message>
        <source>Raise or lower the ground</source>
        <translation>Boden anheben oder absenken</translation>
    </message>
    <message>
        <source>Draw walls (right-click a wall to remove it)</source>
        <translation>Wände zeichnen (Rechtsklick auf eine Wand entfernt sie)</translation>
    </message>
    <message>
        <source>Click a wall: make it a door, open or close it (right-click: plain wall)</source>
        <translation>Wand anklicken: zur Tür machen, öffnen oder schließen (Rechtsklick: normale Wand)</translation>
    </message>
    <message>
        <source>Paint lighting: drag to paint cells, Shift+drag a rectangle</source>
        <translation>Beleuchtung malen: ziehen, um Felder zu malen, Shift+Ziehen für ein Rechteck</translation>
    </message>
    <message>
        <source>Place a FIELD or ZONE area: click a cell (click a centre to select it)</source>
        <translation>FIELD- oder ZONE-Bereich platzieren: Feld anklicken (Mittelpunkt anklicken zum Auswählen)</translation>
    </message>
    <message>
        <source>Lights: click to place one (Shift: exactly there), drag to move it, drag a ring&apos;s handle to resize it</source>
        <translation>Lichter: klicken zum Platzieren (Shift: genau dort), ziehen zum Verschieben, Griff eines Rings ziehen zum Ändern der Größe</translation>
    </message>
    <message>
        <source>Spell templates: circle, cone, line or square; click to place, drag to aim (C again: next shape)</source>
        <translation>Zauberschablonen: Kreis, Kegel, Linie oder Quadrat; klicken zum Platzieren, ziehen zum Ausrichten (erneut C: nächste Form)</translation>
    </message>
    <message>
        <source>Ruler: drag from a cell or token, click to add waypoints, Esc clears</source>
        <translation>Lineal: von einem Feld oder einer Figur ziehen, klicken für Wegpunkte, Esc löscht</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Brush: paint cell by cell</source>
        <translation>Pinsel: Feld für Feld malen</translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation>Rechteck: von Ecke zu Ecke ziehen</translation>
    </message>
    <message>
        <source>Line: drag from cell to cell</source>
        <translation>Linie: von Feld zu Feld ziehen</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Lighting</source>
        <translation>Beleuchtung</translation>
    </message>
    <message>
        <source>%1: the default; painting it erases lighting</source>
        <translation>%1: Standard; Malen damit entfernt die Beleuchtung</translation>
    </message>
    <message>
        <source>%1: +%2 Advantage to a sneaker</source>
        <translation>%1: +%2 Vorteil für Schleichende</translation>
    </message>
    <message>
        <source>Drag to paint, Shift+drag a rectangle</source>
        <translation>Ziehen zum Malen, Shift+Ziehen für ein Rechteck</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Click a cell to place an area of radius 2</source>
        <translation>Feld anklicken, um einen Bereich mit Radius 2 zu platzieren</translation>
    </message>
    <message>
        <source>Click a cell for a new area</source>
        <translation>Feld anklicken für einen neuen Bereich</translation>
    </message>
    <message>
        <source>Inside: %1</source>
        <translation>Darin: %1</translation>
    </message>
    <message>
        <source>No token inside</source>
        <translation>Keine Figur darin</translation>
    </message>
    <message>
        <source>New light</source>
        <translation>Neues Licht</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Hell %1, dämmrig %2 Felder</translation>
    </message>
    <message>
        <source>Ambient light</source>
        <translation>Umgebungslicht</translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>Light levels painted on the board: bright light, dim light, darkness.</extracomment>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>A light level: dim light.</extracomment>
        <translation>Dämmrig</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A light level: darkness.</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Lichter</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (aus)</translation>
    </message>
    <message>
        <source>Click to place, Shift+click off the half squares; Del deletes the picked light</source>
        <translation>Klicken zum Platzieren, Shift+Klick abseits der halben Felder; Del löscht das gewählte Licht</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Raise (X swaps)</source>
        <translation>Anheben (X wechselt)</translation>
    </message>
    <message>
        <source>Lower (X swaps)</source>
        <translation>Absenken (X wechselt)</translation>
    </message>
    <message>
        <source>Height of one step, in meters</source>
        <translation>Höhe einer Stufe in Metern</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Am Raster ausrichten</translation>
    </message>
    <message>
        <source>Wall ends go to the nearest grid-line crossing</source>
        <translation>Wandenden rasten an der nächsten Rasterlinien-Kreuzung ein</translation>
    </message>
    <message>
        <source>Background…</source>
        <translation>Hintergrund…</translation>
    </message>
    <message>
        <source>A map image under the grid, fitted to the squares</source>
        <translation>Ein Kartenbild unter dem Raster, an die Felder angepasst</translation>
    </message>
    <message>
        <source>Right-click a position to mark it</source>
        <translation>Rechtsklick auf eine Position markiert sie</translation>
    </message>
    <message>
        <source>Skyward</source>
        <translation>Himmelwärts</translation>
    </message>
    <message>
        <source>Fog and player view</source>
        <translation>Nebel und Spieleransicht</translation>
    </message>
    <message>
        <source>Reveal to the players: paint cells, Shift+drag a rectangle</source>
        <translation>Für die Spieler aufdecken: Felder malen, Shift+Ziehen für ein Rechteck</translation>
    </message>
    <message>
        <source>Hide from the players under fog: paint cells, Shift+drag a rectangle</source>
        <translation>Vor den Spielern unter Nebel verbergen: Felder malen, Shift+Ziehen für ein Rechteck</translation>
    </message>
    <message>
        <source>Show players this: drag the rectangle the player view shows</source>
        <translation>Den Spielern dies zeigen: Rechteck ziehen, das die Spieleransicht zeigt</translation>
    </message>
    <message>
        <source>Shortcut %1</source>
        <translation>Tastenkürzel %1</translation>
    </message>
    <message>
        <source>Height of one step, in tenths of a meter</source>
        <translation>Höhe einer Stufe in Zehntelmetern</translation>
    </message>
    <message>
        <source>Draw on the board: pen, line, arrow, rectangle, ellipse or text, for you or for the players (K again: next kind)</source>
        <translation>Auf das Spielfeld zeichnen: Stift, Linie, Pfeil, Rechteck, Ellipse oder Text, für dich oder die Spieler (erneut K: nächste Art)</translation>
    </message>
    <message>
        <source>Map pins: click to pin a note (yours unless you share it), click a pin to open it, drag to move it</source>
        <translation>Kartennadeln: klicken, um eine Notiz anzuheften (deine, bis du sie teilst), Nadel anklicken zum Öffnen, ziehen zum Verschieben</translation>
    </message>
    <message>
        <source>Traps: drag over cells to lay a trap (hidden unless you reveal it), click one to edit it</source>
        <translation>Fallen: über Felder ziehen, um eine Falle zu legen (verborgen, bis du sie aufdeckst), eine anklicken zum Bearbeiten</translation>
    </message>
    <message>
        <source>Height</source>
        <extracomment>The height of the terrain painted next, above its cells&apos; ground.</extracomment>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Height of new terrain, in meters</source>
        <translation>Höhe neuen Geländes in Metern</translation>
    </message>
    <message>
        <source>Counts with Board ▸ Sight Over Heights</source>
        <translation>Zählt mit Spielfeld ▸ Sicht über Höhen</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>How high new walls reach, in meters above sea level like elevations.</extracomment>
        <translation>Oberkante</translation>
    </message>
    <message>
        <source>Top of new walls and doors, in meters</source>
        <translation>Oberkante neuer Wände und Türen in Metern</translation>
    </message>
    <message>
        <source>Click a wall or door to change its top</source>
        <translation>Ein Klick auf eine Wand oder Tür ändert ihre Oberkante</translation>
    </message>
</context>
<context>
    <name>EncounterDocument</name>
    <message>
        <source>Party</source>
        <extracomment>The two sides (teams) of a new encounter.</extracomment>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation>Neue Begegnung kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>A map is 1 to %1 cells on each side.</source>
        <translation>Eine Karte hat 1 bis %1 Felder pro Seite.</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Cannot recover the unsaved changes (the recovery file is kept): %1</source>
        <translation>Die ungespeicherten Änderungen können nicht wiederhergestellt werden (die Wiederherstellungsdatei bleibt erhalten): %1</translation>
    </message>
    <message>
        <source>Choose where to save this encounter (Save As).</source>
        <translation>Speicherort für diese Begegnung wählen (Speichern unter).</translation>
    </message>
    <message>
        <source>%1 was not opened: the encounter was edited while it was read, and those changes are kept. Open it again to save or discard them first.</source>
        <translation>%1 wurde nicht geöffnet: Die Begegnung wurde bearbeitet, während die Datei gelesen wurde, und diese Änderungen bleiben erhalten. Erneut öffnen, um sie vorher zu speichern oder zu verwerfen.</translation>
    </message>
</context>
<context>
    <name>EncounterEditor</name>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>The token must stay on the map.</source>
        <translation>Die Figur muss auf der Karte bleiben.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>The tokens must stay on the map.</source>
        <translation>Die Figuren müssen auf der Karte bleiben.</translation>
    </message>
    <message>
        <source>That level does not exist at this position.</source>
        <translation>Diese Höhenstufe gibt es an dieser Position nicht.</translation>
    </message>
    <message>
        <source>%1 is too big for this map.</source>
        <translation>%1 ist zu groß für diese Karte.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tokens</source>
        <translation>
            <numerusform>%n Figur duplizieren</numerusform>
            <numerusform>%n Figuren duplizieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tokens</source>
        <translation>
            <numerusform>%n Figur löschen</numerusform>
            <numerusform>%n Figuren löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation>%1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>%1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>Change side of %1</source>
        <translation>Seite von %1 ändern</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>%1 verbergen</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>%1 aufdecken</translation>
    </message>
    <message>
        <source>Give %1 a ZoC weapon</source>
        <translation>%1 eine KZ-Waffe geben</translation>
    </message>
    <message>
        <source>Take ZoC from %1</source>
        <translation>%1 die KZ nehmen</translation>
    </message>
    <message>
        <source>Change reach of %1</source>
        <translation>Reichweite von %1 ändern</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation>Begegnung umbenennen</translation>
    </message>
    <message>
        <source>New side</source>
        <translation>Neue Seite</translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation>Seite %1 hinzufügen</translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation>Seite %1 umbenennen</translation>
    </message>
    <message>
        <source>Recolour side %1</source>
        <translation>Farbe von Seite %1 ändern</translation>
    </message>
    <message>
        <source>Move or delete the side&apos;s tokens first.</source>
        <translation>Zuerst die Figuren der Seite verschieben oder löschen.</translation>
    </message>
    <message>
        <source>An encounter keeps at least one side.</source>
        <translation>Eine Begegnung behält mindestens eine Seite.</translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation>Seite %1 entfernen</translation>
    </message>
    <message>
        <source>Ally %1 with %2</source>
        <translation>%1 mit %2 verbünden</translation>
    </message>
    <message>
        <source>End the alliance of %1 and %2</source>
        <translation>Bündnis von %1 und %2 beenden</translation>
    </message>
    <message>
        <source>Edit %1&apos;s %2</source>
        <extracomment>An undo step: %1 is the token, %2 the stat, e.g. &quot;Edit Goblin&apos;s armor&quot;.</extracomment>
        <translation>%2 von %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>EncounterIo</name>
    <message>
        <source>%1: cannot read the previous version to keep a backup: %2</source>
        <translation>%1: Vorherige Version kann für eine Sicherung nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot keep a backup, so nothing was saved: %1</source>
        <translation>Sicherung nicht möglich, daher wurde nichts gespeichert: %1</translation>
    </message>
    <message>
        <source>%1: the session ended while it was written</source>
        <translation>%1: Die Sitzung endete während des Schreibens</translation>
    </message>
</context>
<context>
    <name>EncounterListModel</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 Min.</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 Std.</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>gestern %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation>Kampfraster</translation>
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message>
        <source>expected a unique %1 id, but &quot;%2&quot; is used twice</source>
        <translation>eindeutige %1-ID erwartet, aber „%2“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got about %2 MB</source>
        <translation>eingebettetes Bild von höchstens %1 MB erwartet, erhalten: etwa %2 MB</translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got %2 MB</source>
        <translation>eingebettetes Bild von höchstens %1 MB erwartet, erhalten: %2 MB</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all %2 (a rect counts width × height), got more</source>
        <translation>insgesamt höchstens %1 Felder in %2 erwartet (ein Rechteck zählt Breite × Höhe), erhalten: mehr</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-encounter&quot;, got %1</source>
        <translation>„gridkeep-encounter“ erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation>eines der Regelwerke %1 erwartet, erhalten: „%2“</translation>
    </message>
    <message>
        <source>combat.log</source>
        <translation>combat.log</translation>
    </message>
    <message>
        <source>combat log entries</source>
        <translation>Kampfprotokolleinträge</translation>
    </message>
    <message>
        <source>expected a list of sides, but the key is missing</source>
        <translation>Liste von Seiten erwartet, aber der Schlüssel fehlt</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>expected a colour such as &quot;#2e7d32&quot;, got &quot;%1&quot;</source>
        <translation>Farbe wie „#2e7d32“ erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected one of the side ids (%1), got %2</source>
        <translation>eine der Seiten-IDs (%1) erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>pairs of allies (each pair of sides once)</source>
        <translation>Paare von Verbündeten (jedes Seitenpaar einmal)</translation>
    </message>
    <message>
        <source>expected a pair of side ids, got %1</source>
        <translation>Paar von Seiten-IDs erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; for rule set &quot;%2&quot;, got &quot;%3&quot;</source>
        <translation>„%1“ für Regelwerk „%2“ erwartet, erhalten: „%3“</translation>
    </message>
    <message>
        <source>expected a cell [x, y], got %1</source>
        <translation>Feld [x, y] erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a cell on the %1×%2 map, got [%3, %4]</source>
        <translation>Feld auf der %1×%2-Karte erwartet, erhalten: [%3, %4]</translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h], got %1</source>
        <translation>Rechteck [x, y, w, h] erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a rect with positive width and height, got [%1, %2, %3, %4]</source>
        <translation>Rechteck mit positiver Breite und Höhe erwartet, erhalten: [%1, %2, %3, %4]</translation>
    </message>
    <message>
        <source>expected a rect wholly inside the %1×%2 map, got [%3, %4, %5, %6]</source>
        <translation>Rechteck vollständig innerhalb der %1×%2-Karte erwartet, erhalten: [%3, %4, %5, %6]</translation>
    </message>
    <message>
        <source>expected &quot;cells&quot;, &quot;rect&quot; or both</source>
        <translation>„cells“, „rect“ oder beides erwartet</translation>
    </message>
    <message>
        <source>expected a width of at least 1, got %1</source>
        <translation>Breite von mindestens 1 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a height of at least 1, got %1</source>
        <translation>Höhe von mindestens 1 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all, got %2×%3</source>
        <translation>insgesamt höchstens %1 Felder erwartet, erhalten: %2×%3</translation>
    </message>
    <message>
        <source>terrain entries</source>
        <translation>Geländeeinträge</translation>
    </message>
    <message>
        <source>expected a terrain kind of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation>Geländeart des Regelwerks „%1“ (%2) erwartet, erhalten: „%3“</translation>
    </message>
    <message>
        <source>elevation entries</source>
        <translation>Höheneinträge</translation>
    </message>
    <message>
        <source>wall segments</source>
        <translation>Wandsegmente</translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation>eingebettetes Bild erwartet (eine data:image/…-URL)</translation>
    </message>
    <message>
        <source>expected [x, y] in cells</source>
        <translation>[x, y] in Feldern erwartet</translation>
    </message>
    <message>
        <source>lighting entries</source>
        <translation>Beleuchtungseinträge</translation>
    </message>
    <message>
        <source>rule set &quot;%1&quot; has no lighting levels</source>
        <translation>Regelwerk „%1“ hat keine Beleuchtungsstufen</translation>
    </message>
    <message>
        <source>expected a lighting level of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation>Beleuchtungsstufe des Regelwerks „%1“ (%2) erwartet, erhalten: „%3“</translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 cells, got %2</source>
        <translation>Radius von 0 bis %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>lights</source>
        <translation>Lichter</translation>
    </message>
    <message>
        <source>light pools</source>
        <translation>Lichtflächen</translation>
    </message>
    <message>
        <source>expected the id of a token that carries the light, got &quot;%1&quot;</source>
        <translation>ID einer Figur erwartet, die das Licht trägt, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation>Punkt innerhalb von [0, %1] × [0, %2] erwartet, erhalten: [%3, %4]</translation>
    </message>
    <message>
        <source>expected a bright radius no larger than the dim one (%1), got %2</source>
        <translation>hellen Radius nicht größer als den dämmrigen (%1) erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>expected a unique, non-empty area id, got &quot;%1&quot;</source>
        <translation>eindeutige, nicht leere Bereichs-ID erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 squares, got %2</source>
        <translation>Radius von 0 bis %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a point [x, y] in cell units, got %1</source>
        <translation>Punkt [x, y] in Feldeinheiten erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a position of the Combat Grid (%1), got &quot;%2&quot;</source>
        <translation>Position des Kampfrasters (%1) erwartet, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected an energy of the rule set, got &quot;%1&quot;</source>
        <translation>Energie des Regelwerks erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>expected a size of at most %1, got %2</source>
        <translation>Größe von höchstens %1 erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation>Reichweite von höchstens %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation>Dunkelsicht-Reichweite von 0 bis %1 Feldern erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>expected a condition name, got %1</source>
        <translation>Zustandsname erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation>Zahl von 0 oder mehr erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an anchor cell on the %1×%2 map, got (%3, %4)</source>
        <translation>Ankerfeld auf der %1×%2-Karte erwartet, erhalten: (%3, %4)</translation>
    </message>
    <message>
        <source>expected an altitude level (%1), got &quot;%2&quot;</source>
        <translation>Höhenstufe (%1) erwartet, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected a level below &quot;%1&quot;: this board does not allow skyward</source>
        <translation>Stufe unterhalb von „%1“ erwartet: Dieses Spielfeld erlaubt kein „Himmelwärts“</translation>
    </message>
    <message>
        <source>expected a level above water: &quot;%1&quot; exists only at water positions, and %2 is not one</source>
        <translation>Stufe über Wasser erwartet: „%1“ gibt es nur an Wasserpositionen, und %2 ist keine</translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation>Datei von höchstens %1 MB erwartet, erhalten: %2 MB</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>höchstens %1 Zeichen erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>pins</source>
        <translation>Pins</translation>
    </message>
    <message>
        <source>traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <source>trap regions</source>
        <translation>Fallenbereiche</translation>
    </message>
    <message>
        <source>expected a width above 0 and at most %1 cells, got %2</source>
        <translation>Breite über 0 und höchstens %1 Felder erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>drawings</source>
        <translation>Zeichnungen</translation>
    </message>
    <message>
        <source>expected from %1 to %2 points for a %3, got %4</source>
        <translation>%1 bis %2 Punkte für „%3“ erwartet, erhalten: %4</translation>
    </message>
    <message>
        <source>expected at most %1 points in all the board&apos;s drawings</source>
        <translation>höchstens %1 Punkte in allen Zeichnungen des Spielfelds erwartet</translation>
    </message>
    <message>
        <source>a height above %1 and up to %2 meters</source>
        <translation>eine Höhe über %1 und bis zu %2 Metern</translation>
    </message>
    <message>
        <source>a height from %1 to %2 meters</source>
        <translation>eine Höhe von %1 bis %2 Metern</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
</context>
<context>
    <name>EncounterWriter</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht schreiben: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: kann nicht speichern: %2</translation>
    </message>
</context>
<context>
    <name>EncountersPanel</name>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Previous encounter (Ctrl+PgUp)</source>
        <translation>Vorherige Begegnung (Ctrl+PgUp)</translation>
    </message>
    <message>
        <source>Next encounter (Ctrl+PgDown)</source>
        <translation>Nächste Begegnung (Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>Players see “Between scenes”</source>
        <translation>Spieler sehen „Zwischen den Szenen“</translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation>Aufdecken (F10)</translation>
    </message>
    <message>
        <source>Show this encounter on the player view; until then it shows no map.</source>
        <translation>Diese Begegnung in der Spieleransicht zeigen; bis dahin zeigt sie keine Karte.</translation>
    </message>
    <message>
        <source>Search names, tokens and notes</source>
        <translation>Namen, Figuren und Notizen suchen</translation>
    </message>
    <message>
        <source>Not in the folder (kept in the running order): %1</source>
        <translation>Nicht im Ordner (in der Reihenfolge behalten): %1</translation>
    </message>
    <message>
        <source>Clear the search to reorder</source>
        <translation>Suche leeren, um neu anzuordnen</translation>
    </message>
    <message>
        <source>Drag to change the running order</source>
        <translation>Ziehen, um die Reihenfolge zu ändern</translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation>Kampfraster</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <source> · no carry-over</source>
        <translation> · ohne Übernahme</translation>
    </message>
    <message>
        <source>Run already; click to mark it as still to run</source>
        <translation>Bereits gespielt; klicken, um als noch offen zu markieren</translation>
    </message>
    <message>
        <source>Mark as done (Space)</source>
        <translation>Als erledigt markieren (Space)</translation>
    </message>
    <message>
        <source>No encounter matches “%1”.</source>
        <translation>Keine Begegnung passt zu „%1“.</translation>
    </message>
    <message>
        <source>No .encounter files in this folder yet.</source>
        <translation>Noch keine .encounter-Dateien in diesem Ordner.</translation>
    </message>
    <message>
        <source>+ New Encounter at the End</source>
        <translation>+ Neue Begegnung am Ende</translation>
    </message>
    <message>
        <source>An empty encounter with the open encounter’s rule set, saved in this folder</source>
        <translation>Eine leere Begegnung mit dem Regelwerk der geöffneten Begegnung, in diesem Ordner gespeichert</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Menu: open this encounter of the session.</extracomment>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Mark as &amp;Not Done</source>
        <translation>Als &amp;nicht erledigt markieren</translation>
    </message>
    <message>
        <source>Mark as &amp;Done</source>
        <translation>Als &amp;erledigt markieren</translation>
    </message>
    <message>
        <source>&amp;Carry the Roster Over</source>
        <translation>&amp;Aufstellung übernehmen</translation>
    </message>
    <message>
        <source>Duplicate as &amp;Variant</source>
        <translation>Als &amp;Variante duplizieren</translation>
    </message>
    <message>
        <source>&amp;New Encounter Here</source>
        <translation>Neue &amp;Begegnung hier</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>Encounters in running order</source>
        <translation>Begegnungen in Spielreihenfolge</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>jetzt geöffnet</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>Open an encounter to export it.</source>
        <translation>Eine Begegnung öffnen, um sie zu exportieren.</translation>
    </message>
    <message>
        <source>Maps and battle sheets need a square board; the Combat Grid has none.</source>
        <translation>Karten und Kampfbögen brauchen ein quadratisches Spielfeld; das Kampfraster hat keins.</translation>
    </message>
    <message>
        <source>%1 × %2 squares a sheet; the board is %3 × %4 squares</source>
        <translation>%1 × %2 Felder pro Blatt; das Spielfeld hat %3 × %4 Felder</translation>
    </message>
    <message>
        <source>%1 × %2 pixels: too large; choose fewer pixels per cell</source>
        <translation>%1 × %2 Pixel: zu groß; weniger Pixel pro Feld wählen</translation>
    </message>
    <message>
        <source>Cannot import %1: another import or export is running.</source>
        <translation>%1 kann nicht importiert werden: Ein anderer Import oder Export läuft.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>Imported %1 (a Gridkeep export, restored whole)</source>
        <translation>%1 importiert (ein Gridkeep-Export, vollständig wiederhergestellt)</translation>
    </message>
    <message>
        <source>Cannot export %1: another import or export is running.</source>
        <translation>%1 kann nicht exportiert werden: Ein anderer Import oder Export läuft.</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>%1 kann nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Exported %1 (%2)</source>
        <translation>%1 exportiert (%2)</translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation>Export abgebrochen; %1 wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG: %2</source>
        <translation>%1 kann nicht als PNG geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>exports need a square board; the Combat Grid has none</source>
        <translation>Exporte erfordern ein Quadratraster; das Kampfraster hat keins</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <extracomment>What a battle-sheet export wrote.</extracomment>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>the board is too large for an image at %1 pixels per cell; choose fewer pixels per cell</source>
        <translation>Das Spielfeld ist zu groß für ein Bild mit %1 Pixeln pro Feld; weniger Pixel pro Feld wählen</translation>
    </message>
    <message>
        <source>Imported %1: %2 × %3 squares, %4, %5</source>
        <extracomment>%2 × %3 is the board&apos;s size; %4 counts the walls (&quot;12 walls&quot;), %5 the doors.</extracomment>
        <translation>%1 importiert: %2 × %3 Felder, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n Wand</numerusform>
            <numerusform>%n Wände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n Tür</numerusform>
            <numerusform>%n Türen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported: another encounter was opened meanwhile</source>
        <translation>%1 wurde nicht importiert: Inzwischen wurde eine andere Begegnung geöffnet</translation>
    </message>
    <message>
        <source>%1 was not imported: the encounter was edited while the map was read, and those changes are kept. Import it again to save or discard them first.</source>
        <translation>%1 wurde nicht importiert: Die Begegnung wurde bearbeitet, während die Karte gelesen wurde, und diese Änderungen bleiben erhalten. Erneut importieren, um sie vorher zu speichern oder zu verwerfen.</translation>
    </message>
</context>
<context>
    <name>ExchangeProgress</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import and export progress</source>
        <translation>Import- und Exportfortschritt</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export a PDF Battle Sheet</source>
        <translation>Kampfbogen als PDF exportieren</translation>
    </message>
    <message>
        <source>Export a Universal VTT Map</source>
        <translation>Universal VTT-Karte exportieren</translation>
    </message>
    <message>
        <source>Export a PNG Picture</source>
        <translation>PNG-Bild exportieren</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt)</source>
        <translation>Universal VTT-Karten (*.dd2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Game master: everything on the board</source>
        <translation>Spielleitung: alles auf dem Spielfeld</translation>
    </message>
    <message>
        <source>Players: only what the players may see</source>
        <translation>Spieler: nur, was die Spieler sehen dürfen</translation>
    </message>
    <message>
        <source>Hidden tokens are left out and unrevealed fog is black; nothing under it is in the file.</source>
        <translation>Verborgene Figuren werden weggelassen und nicht aufgedeckter Nebel ist schwarz; nichts darunter landet in der Datei.</translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation>Pixel pro Feld</translation>
    </message>
    <message>
        <source>Square size</source>
        <translation>Feldgröße</translation>
    </message>
    <message>
        <source>1 inch</source>
        <translation>1 Zoll</translation>
    </message>
    <message>
        <source>25 mm</source>
        <translation>25 mm</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>The map picture shows the background, terrain and walls, without tokens or grid; walls and doors go in as line of sight and portals. Gridkeep keeps the whole encounter inside, so importing the file gives it back.</source>
        <translation>Das Kartenbild zeigt Hintergrund, Gelände und Wände, ohne Figuren oder Raster; Wände und Türen werden als Sichtlinien und Portale übernommen. Gridkeep bewahrt die ganze Begegnung darin auf, sodass der Import der Datei sie zurückgibt.</translation>
    </message>
    <message>
        <source>True scale, tiled over the sheets with overlap strips and crop marks. The first page is the legend with a test square: print at 100% and check it.</source>
        <translation>Maßstabsgetreu, auf die Blätter verteilt mit Überlappungsstreifen und Schnittmarken. Die erste Seite ist die Legende mit einem Testquadrat: mit 100 % drucken und nachmessen.</translation>
    </message>
</context>
<context>
    <name>FogEditor</name>
    <message>
        <source>Turn on fog of war</source>
        <translation>Nebel des Krieges einschalten</translation>
    </message>
    <message>
        <source>Turn off fog of war</source>
        <translation>Nebel des Krieges ausschalten</translation>
    </message>
    <message>
        <source>Reveal what the party sees</source>
        <translation>Aufdecken, was die Gruppe sieht</translation>
    </message>
    <message>
        <source>Reveal by hand only</source>
        <translation>Nur von Hand aufdecken</translation>
    </message>
    <message>
        <source>Keep explored areas dimmed</source>
        <translation>Erkundete Bereiche abgedunkelt lassen</translation>
    </message>
    <message>
        <source>Explored areas go dark</source>
        <translation>Erkundete Bereiche werden dunkel</translation>
    </message>
    <message>
        <source>Reveal to players</source>
        <translation>Für Spieler aufdecken</translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation>Vor Spielern verbergen</translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation>Ganze Karte aufdecken</translation>
    </message>
    <message>
        <source>Hide the whole map</source>
        <translation>Ganze Karte verbergen</translation>
    </message>
    <message>
        <source>Forget explored areas</source>
        <translation>Erkundete Bereiche vergessen</translation>
    </message>
</context>
<context>
    <name>FogJson</name>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a list of rects [x, y, w, h]</source>
        <translation>Liste von Rechtecken [x, y, w, h] erwartet</translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h]</source>
        <translation>Rechteck [x, y, w, h] erwartet</translation>
    </message>
    <message>
        <source>expected a rect with positive width and height wholly inside the %1×%2 map</source>
        <translation>Rechteck mit positiver Breite und Höhe vollständig innerhalb der %1×%2-Karte erwartet</translation>
    </message>
    <message>
        <source>expected a list of position ids</source>
        <translation>Liste von Positions-IDs erwartet</translation>
    </message>
    <message>
        <source>expected the id of a Combat Grid position</source>
        <translation>ID einer Position des Kampfrasters erwartet</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>eines von %1 erwartet</translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation>ID einer Seite erwartet</translation>
    </message>
</context>
<context>
    <name>HandoutBadge</name>
    <message>
        <source>The players see the handout %1</source>
        <translation>Die Spieler sehen das Handout %1</translation>
    </message>
    <message>
        <source>Players see: %1</source>
        <translation>Spieler sehen: %1</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Take the handout down (F8 or Escape)</source>
        <translation>Das Handout wegnehmen (F8 oder Escape)</translation>
    </message>
</context>
<context>
    <name>HandoutJson</name>
    <message>
        <source>expected a PNG, JPEG or WebP picture, got &quot;%1&quot;</source>
        <translation>PNG-, JPEG- oder WebP-Bild erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a data: URL, or the path of a .png, .jpg or .webp file inside the session folder, got %1</source>
        <translation>data:-URL oder Pfad einer .png-, .jpg- oder .webp-Datei im Sitzungsordner erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>showings</source>
        <translation>Vorführungen</translation>
    </message>
    <message>
        <source>expected a date and time such as &quot;2026-11-29T20:15:00Z&quot;, got %1</source>
        <translation>Datum und Uhrzeit wie „2026-11-29T20:15:00Z“ erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>handouts</source>
        <translation>Handouts</translation>
    </message>
    <message>
        <source>expected a unique handout id, but &quot;%1&quot; is used twice</source>
        <translation>eindeutige Handout-ID erwartet, aber „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, not both</source>
        <translation>„image“ oder „text“ erwartet, nicht beides</translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, got neither</source>
        <translation>„image“ oder „text“ erwartet, keines von beiden erhalten</translation>
    </message>
</context>
<context>
    <name>HandoutOverlay</name>
    <message>
        <source>Handout: %1</source>
        <translation>Handout: %1</translation>
    </message>
</context>
<context>
    <name>HandoutShelf</name>
    <message>
        <source>The embedded picture cannot be read.</source>
        <translation>Das eingebettete Bild kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Die Datei %1 fehlt.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation>Die Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the file is gone.</source>
        <translation>%1: Die Datei ist nicht mehr da.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a handout may be.</source>
        <translation>%1 ist größer als %2 MB, das Höchstmaß für ein Handout.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG or WebP picture.</source>
        <translation>%1 ist kein PNG-, JPEG- oder WebP-Bild.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no picture.</source>
        <translation>Die Zwischenablage enthält kein Bild.</translation>
    </message>
    <message>
        <source>The picture is larger than %1 MB, the most a handout may be.</source>
        <translation>Das Bild ist größer als %1 MB, das Höchstmaß für ein Handout.</translation>
    </message>
    <message>
        <source>Pasted picture</source>
        <translation>Eingefügtes Bild</translation>
    </message>
    <message>
        <source>No more handouts fit: remove one first.</source>
        <translation>Es passen keine weiteren Handouts: entferne zuerst eines.</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Add handout %1</source>
        <translation>Handout %1 hinzufügen</translation>
    </message>
    <message>
        <source>A handout&apos;s title and text may have at most %1 characters each.</source>
        <translation>Titel und Text eines Handouts dürfen je höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>Rename handout %1</source>
        <translation>Handout %1 umbenennen</translation>
    </message>
    <message>
        <source>Edit handout %1</source>
        <translation>Handout %1 bearbeiten</translation>
    </message>
    <message>
        <source>Remove handout %1</source>
        <translation>Handout %1 entfernen</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2</source>
        <translation>%1 kann nicht gezeigt werden: %2</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>%1 den Spielern zeigen</translation>
    </message>
</context>
<context>
    <name>HandoutsPanel</name>
    <message>
        <source>The session&apos;s handouts, kept in its handouts folder.</source>
        <translation>Die Handouts der Sitzung, in ihrem Ordner handouts abgelegt.</translation>
    </message>
    <message>
        <source>This encounter&apos;s handouts, saved inside it.</source>
        <translation>Die Handouts dieser Begegnung, in ihr gespeichert.</translation>
    </message>
    <message>
        <source>Add Picture…</source>
        <translation>Bild hinzufügen…</translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP picture; you can also drop files on the list or paste with Ctrl+Shift+V</source>
        <translation>Ein PNG-, JPEG- oder WebP-Bild; Dateien lassen sich auch auf die Liste ziehen oder mit Strg+Shift+V einfügen</translation>
    </message>
    <message>
        <source>Add Text Card…</source>
        <translation>Textkarte hinzufügen…</translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation>Handouts</translation>
    </message>
    <message>
        <source>Drop pictures here, or add a text card, to show the players a letter, a map or a riddle.</source>
        <translation>Bilder hierher ziehen oder eine Textkarte anlegen, um den Spielern einen Brief, eine Karte oder ein Rätsel zu zeigen.</translation>
    </message>
    <message>
        <source>%1, on the players&apos; screen</source>
        <translation>%1, auf dem Spielerbildschirm</translation>
    </message>
    <message>
        <source>Last shown %1</source>
        <translation>Zuletzt gezeigt %1</translation>
    </message>
    <message>
        <source>On the players&apos; screen</source>
        <translation>Auf dem Spielerbildschirm</translation>
    </message>
    <message>
        <source>Not shown yet</source>
        <translation>Noch nicht gezeigt</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Take it down from the players&apos; screen (F8 or Escape)</source>
        <translation>Vom Spielerbildschirm nehmen (F8 oder Escape)</translation>
    </message>
    <message>
        <source>Show to Players: it fills their screen (F8)</source>
        <translation>Den Spielern zeigen: es füllt ihren Bildschirm (F8)</translation>
    </message>
    <message>
        <source>Shown so far</source>
        <translation>Bisher gezeigt</translation>
    </message>
    <message>
        <source>Handouts shown so far</source>
        <translation>Bisher gezeigte Handouts</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Click to show it again</source>
        <translation>Klicken, um es erneut zu zeigen</translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>Spielern zeigen</translation>
    </message>
    <message>
        <source>Rename or Edit…</source>
        <translation>Umbenennen oder bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add a picture to show the players</source>
        <translation>Ein Bild für die Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Text Card</source>
        <translation>Neue Textkarte</translation>
    </message>
    <message>
        <source>Edit Handout</source>
        <translation>Handout bearbeiten</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Read-aloud text</source>
        <translation>Vorlesetext</translation>
    </message>
    <message>
        <source>Read-aloud text: *italics*, **bold**</source>
        <translation>Vorlesetext: *kursiv*, **fett**</translation>
    </message>
</context>
<context>
    <name>HeaderBar</name>
    <message>
        <source>%1 × %2 squares</source>
        <translation>%1 × %2 Felder</translation>
    </message>
    <message>
        <source>Combat Grid · Skyward allowed</source>
        <translation>Kampfraster · Himmelwärts erlaubt</translation>
    </message>
    <message>
        <source>Combat Grid · no Skyward</source>
        <translation>Kampfraster · ohne Himmelwärts</translation>
    </message>
    <message>
        <source>No encounter open</source>
        <translation>Keine Begegnung geöffnet</translation>
    </message>
    <message>
        <source>Double-click to rename the encounter</source>
        <translation>Doppelklicken, um die Begegnung umzubenennen</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>New encounter (Ctrl+N)</source>
        <translation>Neue Begegnung (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button: open an encounter file.</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save (Ctrl+S)</source>
        <translation>Speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+=)</source>
        <translation>Vergrößern (Ctrl+=)</translation>
    </message>
    <message>
        <source>Fit the board (Ctrl+0)</source>
        <translation>Spielfeld einpassen (Ctrl+0)</translation>
    </message>
    <message>
        <source>Encounter and view</source>
        <translation>Begegnung und Ansicht</translation>
    </message>
    <message>
        <source>Encounter name</source>
        <translation>Name der Begegnung</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Spielfeld einpassen</translation>
    </message>
</context>
<context>
    <name>HeightChoice</name>
    <message>
        <source>Full height</source>
        <translation>Volle Höhe</translation>
    </message>
    <message>
        <source>No line of sight passes over it</source>
        <translation>Keine Sichtlinie führt darüber</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a Map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Import a Universal VTT map</source>
        <translation>Universal VTT-Karte importieren</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation>Universal VTT-Karten (*.dd2vtt *.df2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>“%1” becomes a new encounter: its picture as the background, its walls and doors. Which rules does it use?</source>
        <translation>„%1“ wird eine neue Begegnung: ihr Bild als Hintergrund, ihre Wände und Türen. Welche Regeln verwendet sie?</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message numerus="yes">
        <source>Imported, with %n note(s):</source>
        <extracomment>Above the list of warnings the import wrote.</extracomment>
        <translation>
            <numerusform>Importiert, mit %n Hinweis:</numerusform>
            <numerusform>Importiert, mit %n Hinweisen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Select a token to see and edit its properties.</source>
        <translation>Eine Figur auswählen, um ihre Eigenschaften zu sehen und zu bearbeiten.</translation>
    </message>
    <message>
        <source>Encounter notes (GM only)</source>
        <translation>Begegnungsnotizen (nur SL)</translation>
    </message>
    <message>
        <source>Tactics, treasure, what happens on round 3… Never shown to the players.</source>
        <translation>Taktik, Schätze, was in Runde 3 passiert… Wird den Spielern nie gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more selected)</source>
        <translation>
            <numerusform>%1 (und %n weitere ausgewählt)</numerusform>
            <numerusform>%1 (und %n weitere ausgewählt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The side (team) the token fights on.</extracomment>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Footprint in squares (1 to 4)</source>
        <translation>Grundfläche in Feldern (1 bis 4)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Gewandtheit</translation>
    </message>
    <message>
        <source>Altitude (m)</source>
        <translation>Flughöhe (m)</translation>
    </message>
    <message>
        <source>Facing (°)</source>
        <translation>Blickrichtung (°)</translation>
    </message>
    <message>
        <source>Darkvision (sq)</source>
        <translation>Dunkelsicht (F.)</translation>
    </message>
    <message>
        <source>Squares within which it sees in the dark (0: none)</source>
        <translation>Felder, in denen sie im Dunkeln sieht (0: keine)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Carries a light</source>
        <translation>Trägt ein Licht</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Hell %1, dämmrig %2 Felder</translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation>Leuchtet</translation>
    </message>
    <message>
        <source>%1 / %2 sq</source>
        <translation>%1 / %2 F.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Colour, radii and more</source>
        <translation>Farbe, Radien und mehr</translation>
    </message>
    <message>
        <source>Hidden, but its light is lit: the players will see the glow.</source>
        <translation>Verborgen, aber ihr Licht leuchtet: Die Spieler sehen den Schein.</translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>How many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>The rule set&apos;s default</source>
        <translation>Standard des Regelwerks</translation>
    </message>
    <message>
        <source>Set for this token</source>
        <translation>Für diese Figur festgelegt</translation>
    </message>
    <message>
        <source>Stance</source>
        <extracomment>The token&apos;s stance on the Combat Grid (a game term).</extracomment>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>ZoC weapon</source>
        <translation>KZ-Waffe</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verborgen</translation>
    </message>
    <message>
        <source>Hidden from the players&apos; view</source>
        <translation>Vor der Ansicht der Spieler verborgen</translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation>Name für Spieler sichtbar</translation>
    </message>
    <message>
        <source>Off: the player view calls it “Unknown creature”</source>
        <translation>Aus: Die Spieleransicht nennt sie „Unbekannte Kreatur“</translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation>Füllt Position</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Combat stats</source>
        <translation>Kampfwerte</translation>
    </message>
    <message>
        <source>rule default</source>
        <translation>Regelstandard</translation>
    </message>
    <message>
        <source>Rule-set stats</source>
        <translation>Regelwerkswerte</translation>
    </message>
    <message>
        <source>GM notes</source>
        <translation>SL-Notizen</translation>
    </message>
    <message>
        <source>Never shown to the players</source>
        <translation>Wird den Spielern nie gezeigt</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Height (eyes)</source>
        <translation>Augenhöhe</translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty eye height: the rule set&apos;s, %1 meters for this size.</extracomment>
        <translation>auto: %1 m</translation>
    </message>
    <message>
        <source>From its feet to its eyes, in meters; empty: the rule set&apos;s</source>
        <translation>Von den Füßen bis zu den Augen, in Metern; leer: die des Regelwerks</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation>Wert erwartet, aber der Schlüssel fehlt</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>Zeichenkette erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>nicht leere Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true oder false erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>Liste erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation>Version %1 oder niedriger erwartet; diese Datei wurde von einem neueren Gridkeep geschrieben (Version %2)</translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation>Version ab 1 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>ganze Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>Objekt erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a colour &quot;#RRGGBB&quot; or &quot;#AARRGGBB&quot;, got &quot;%1&quot;</source>
        <translation>Farbe „#RRGGBB“ oder „#AARRGGBB“ erwartet, erhalten: „%1“</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation>gültiges JSON erwartet, aber Zeile %1, Spalte %2 enthält einen Fehler: %3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>JSON-Objekt auf oberster Ebene erwartet</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: Speichern nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>JsonRefusal</name>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected at most %1 %2, got %3</source>
        <translation>höchstens %1 %2 erwartet, erhalten: %3</translation>
    </message>
</context>
<context>
    <name>LabyrinthianProcedure</name>
    <message>
        <source>%1: Combat Roll %2 (%3), total %4; Action Ratings %5</source>
        <extracomment>%2 is the rule set&apos;s Combat Roll dice, %3 the faces rolled.</extracomment>
        <translation>%1: Kampfwurf %2 (%3), gesamt %4; Aktionswerte %5</translation>
    </message>
    <message numerus="yes">
        <source>; %n Critical Action(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n kritische Aktion</numerusform>
            <numerusform>; %n kritische Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n Skill Point(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n Fertigkeitspunkt</numerusform>
            <numerusform>; %n Fertigkeitspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>; Movement %1</source>
        <extracomment>Ends a combatant&apos;s Combat Roll line.</extracomment>
        <translation>; Bewegung %1</translation>
    </message>
    <message>
        <source>Tie at %1: roll-off %2: %3</source>
        <extracomment>%1 is the tied total, %2 the tie die, %3 each name with its roll.</extracomment>
        <translation>Gleichstand bei %1: Stechen %2: %3</translation>
    </message>
    <message>
        <source>Allies tie at %1: %2 choose who acts first</source>
        <extracomment>%1 is the tied total, %2 the names of the tied allies.</extracomment>
        <translation>Verbündete gleichauf bei %1: %2 wählen, wer zuerst handelt</translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation>%1 ergreift die Initiative</translation>
    </message>
    <message>
        <source>%1 is at 0 %2: cannot react, and is vulnerable</source>
        <extracomment>%2 is a pool&apos;s short name.</extracomment>
        <translation>%1 ist auf 0 %2: kann nicht reagieren und ist verwundbar</translation>
    </message>
</context>
<context>
    <name>LightEditor</name>
    <message>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>dämmrig</translation>
    </message>
    <message>
        <source>bright</source>
        <translation>hell</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Noun: a light source.</extracomment>
        <translation>Licht</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>Nobody: it stays where it is</source>
        <translation>Niemand: Es bleibt, wo es ist</translation>
    </message>
    <message>
        <source>A light needs a point on the map and radii from 0 to %1 squares, bright no larger than dim.</source>
        <translation>Ein Licht braucht einen Punkt auf der Karte und Radien von 0 bis %1 Feldern, hell nicht größer als dämmrig.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>%1 goes where its bearer goes: move the token, or set the light down first.</source>
        <translation>%1 geht mit seinem Träger: die Figur bewegen oder das Licht zuerst absetzen.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Put out %1</source>
        <translation>%1 ausmachen</translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation>Standardfarbe für %1</translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation>Farbe von %1 ändern</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Größe von %1 ändern</translation>
    </message>
    <message>
        <source>Make %1 a %2</source>
        <translation>%1 zu einer %2 machen</translation>
    </message>
    <message>
        <source>Set down %1</source>
        <translation>%1 absetzen</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1 an %2 geben</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>%1 carries a %2</source>
        <translation>%1 trägt eine %2</translation>
    </message>
    <message>
        <source>Give %1 a %2</source>
        <translation>%1 eine %2 geben</translation>
    </message>
    <message>
        <source>Take %1&apos;s light</source>
        <translation>Licht von %1 nehmen</translation>
    </message>
    <message>
        <source>Ambient light: %1</source>
        <translation>Umgebungslicht: %1</translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>noun: the light numbered %1</comment>
        <translation>Licht %1</translation>
    </message>
    <message numerus="yes">
        <source>A board holds at most %n lights.</source>
        <translation>
            <numerusform>Ein Spielfeld kann höchstens %n Licht enthalten.</numerusform>
            <numerusform>Ein Spielfeld kann höchstens %n Lichter enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>verb: an undo step that turns the light %1 on</comment>
        <translation>%1 anmachen</translation>
    </message>
    <message>
        <source>Automatic height for %1</source>
        <translation>Automatische Höhe für %1</translation>
    </message>
    <message>
        <source>Set height of %1</source>
        <translation>Höhe von %1 festlegen</translation>
    </message>
</context>
<context>
    <name>LightPanel</name>
    <message>
        <source>%1 sq</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Fertig: zurück zu den Figureneigenschaften</translation>
    </message>
    <message>
        <source>%1 is hidden, but the players will see the glow of this light.</source>
        <translation>%1 ist verborgen, aber die Spieler sehen den Schein dieses Lichts.</translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation>Leuchtet</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>The radius of bright light, in squares.</extracomment>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Bright light reaches this far (squares)</source>
        <translation>So weit reicht helles Licht (Felder)</translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>The radius of dim light, in squares.</extracomment>
        <translation>Dämmrig</translation>
    </message>
    <message>
        <source>Dim light reaches this far (squares)</source>
        <translation>So weit reicht dämmriges Licht (Felder)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Hell %1, dämmrig %2 Felder</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Default: a flame&apos;s colour</source>
        <translation>Standard: Farbe einer Flamme</translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation>Getragen von</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>It shines from the middle of its bearer, wherever it goes.</source>
        <translation>Es leuchtet aus der Mitte seines Trägers, wohin er auch geht.</translation>
    </message>
    <message>
        <source>Drag the light to move it, its rings&apos; handles to resize it (Shift: off the half squares).</source>
        <translation>Licht ziehen, um es zu verschieben, die Griffe seiner Ringe, um die Größe zu ändern (Shift: abseits der halben Felder).</translation>
    </message>
    <message>
        <source>Delete Light</source>
        <translation>Licht löschen</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>One letter on the default colour&apos;s swatch, short for &quot;automatic&quot;.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation>Automatische Farbe</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <source>Height (z)</source>
        <extracomment>The light&apos;s height, absolute like elevations.</extracomment>
        <translation>Höhe (z)</translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty light height: where it shines from then, %1 meters.</extracomment>
        <translation>auto: %1 m</translation>
    </message>
    <message>
        <source>In meters, like elevations; empty: its bearer&apos;s eyes, or eye height above the ground</source>
        <translation>In Metern, wie Geländehöhen; leer: die Augen des Trägers, sonst Augenhöhe über dem Boden</translation>
    </message>
</context>
<context>
    <name>LightToolLayer</name>
    <message>
        <source>%1 · %2/%3 sq%4</source>
        <translation>%1 · %2/%3 F.%4</translation>
    </message>
    <message>
        <source> · off</source>
        <translation> · aus</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Gridkeep</source>
        <translation>%1 — Gridkeep</translation>
    </message>
    <message>
        <source>Gridkeep</source>
        <translation>Gridkeep</translation>
    </message>
    <message>
        <source>--drag-to needs --select TOKEN</source>
        <translation>--drag-to erfordert --select FIGUR</translation>
    </message>
    <message>
        <source>--select: no token &quot;%1&quot; in this encounter</source>
        <translation>--select: keine Figur „%1“ in dieser Begegnung</translation>
    </message>
    <message>
        <source>--drag-to: expected X,Y or POSITION,LEVEL, got &quot;%1&quot;</source>
        <translation>--drag-to: X,Y oder POSITION,HÖHENSTUFE erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at (%2)</source>
        <translation>--drag-to: %1 kann nicht bei (%2) stehen</translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at %2</source>
        <translation>--drag-to: %1 kann nicht auf %2 stehen</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New…	Ctrl+N</source>
        <translation>&amp;Neu…	Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…	Ctrl+O</source>
        <translation>Ö&amp;ffnen…	Ctrl+O</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…	Ctrl+Shift+O</source>
        <translation>Sitzungs&amp;ordner öffnen…	Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation>&amp;Letzte Sitzungen</translation>
    </message>
    <message>
        <source>&amp;Save	Ctrl+S</source>
        <translation>&amp;Speichern	Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…	Ctrl+Shift+S</source>
        <translation>Speichern &amp;unter…	Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Import…	Ctrl+I</source>
        <translation>&amp;Importieren…	Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>An export is running.</source>
        <translation>Ein Export läuft.</translation>
    </message>
    <message>
        <source>&amp;PNG Picture…</source>
        <translation>&amp;PNG-Bild…</translation>
    </message>
    <message>
        <source>PDF &amp;Battle Sheet…</source>
        <translation>PDF-&amp;Kampfbogen…</translation>
    </message>
    <message>
        <source>&amp;Universal VTT Map…</source>
        <translation>Karte für &amp;Universal VTT…</translation>
    </message>
    <message>
        <source>&amp;Quit	Ctrl+Q</source>
        <translation>&amp;Beenden	Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>D&amp;uplicate	Ctrl+D</source>
        <translation>&amp;Duplizieren	Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete	Del</source>
        <translation>&amp;Löschen	Del</translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°	[</source>
        <translation>Um 45° nach lin&amp;ks drehen	[</translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°	]</source>
        <translation>Um 45° nach re&amp;chts drehen	]</translation>
    </message>
    <message>
        <source>Select &amp;All	Ctrl+A</source>
        <translation>&amp;Alles auswählen	Ctrl+A</translation>
    </message>
    <message>
        <source>&amp;Settings…	Ctrl+,</source>
        <translation>&amp;Einstellungen…	Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In	Ctrl+=</source>
        <translation>&amp;Vergrößern	Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;Out	Ctrl+-</source>
        <translation>Ver&amp;kleinern	Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Fit Board	Ctrl+0</source>
        <translation>Spielfeld ein&amp;passen	Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Einblendungen</translation>
    </message>
    <message>
        <source>&amp;Zones of Control</source>
        <translation>&amp;Kontrollzonen</translation>
    </message>
    <message>
        <source>&amp;Surrounded</source>
        <translation>&amp;Umzingelt</translation>
    </message>
    <message>
        <source>Line of &amp;Sight and Cover</source>
        <translation>&amp;Sichtlinie und Deckung</translation>
    </message>
    <message>
        <source>&amp;High Ground</source>
        <translation>&amp;Anhöhe</translation>
    </message>
    <message>
        <source>&amp;Movement and Path</source>
        <translation>&amp;Bewegung und Weg</translation>
    </message>
    <message>
        <source>&amp;Facing and Backstab</source>
        <translation>Blickrichtung und &amp;Hinterhalt-Angriff</translation>
    </message>
    <message>
        <source>Melee &amp;Reach</source>
        <translation>&amp;Nahkampfreichweite</translation>
    </message>
    <message>
        <source>&amp;Player View	F9</source>
        <translation>&amp;Spieleransicht	F9</translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation>Spieleransicht-&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen	Ctrl+B</source>
        <translation>Spieler&amp;bildschirm ausblenden	Ctrl+B</translation>
    </message>
    <message>
        <source>&amp;Show Players This	Ctrl+Shift+P</source>
        <translation>Den Spielern &amp;zeigen	Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Fit Player View to Board</source>
        <translation>Spieleransicht an Spielfeld an&amp;passen</translation>
    </message>
    <message>
        <source>&amp;True Scale (Pan with Alt+Arrows)</source>
        <translation>Maßstabs&amp;getreu (Verschieben mit Alt+Pfeiltasten)</translation>
    </message>
    <message>
        <source>&amp;Calibrate True Scale…</source>
        <translation>Maßstab &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Player View &amp;Screen…</source>
        <translation>&amp;Bildschirm der Spieleransicht…</translation>
    </message>
    <message>
        <source>Share &amp;Zones of Control</source>
        <translation>Kontroll&amp;zonen zeigen</translation>
    </message>
    <message>
        <source>Share S&amp;urrounded</source>
        <translation>&amp;Umzingelt zeigen</translation>
    </message>
    <message>
        <source>Share Sight and &amp;Cover</source>
        <translation>Sicht und &amp;Deckung zeigen</translation>
    </message>
    <message>
        <source>Share &amp;High Ground</source>
        <translation>&amp;Anhöhe zeigen</translation>
    </message>
    <message>
        <source>Share the &amp;Reach of Whoever Acts</source>
        <translation>&amp;Reichweite des Handelnden zeigen</translation>
    </message>
    <message>
        <source>Sessio&amp;n</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>&amp;Next Encounter	Ctrl+PgDown</source>
        <translation>&amp;Nächste Begegnung	Ctrl+PgDown</translation>
    </message>
    <message>
        <source>&amp;Previous Encounter	Ctrl+PgUp</source>
        <translation>&amp;Vorherige Begegnung	Ctrl+PgUp</translation>
    </message>
    <message>
        <source>&amp;Reveal to Players	F10</source>
        <translation>Den Spielern &amp;aufdecken	F10</translation>
    </message>
    <message>
        <source>Mark Current as &amp;Done</source>
        <translation>Aktuelle als &amp;erledigt markieren</translation>
    </message>
    <message>
        <source>Duplicate Current as &amp;Variant</source>
        <translation>Aktuelle als Varian&amp;te duplizieren</translation>
    </message>
    <message>
        <source>&amp;Carry the Party Over</source>
        <translation>&amp;Gruppe übernehmen</translation>
    </message>
    <message>
        <source>Party &amp;Roster…</source>
        <translation>Gruppenauf&amp;stellung…</translation>
    </message>
    <message>
        <source>&amp;Encounters Panel	Ctrl+Shift+E</source>
        <translation>&amp;Begegnungsleiste	Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>F&amp;og</source>
        <translation>&amp;Nebel</translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation>&amp;Kriegsnebel</translation>
    </message>
    <message>
        <source>Reveal What the &amp;Party Sees</source>
        <translation>Aufdecken, was die &amp;Gruppe sieht</translation>
    </message>
    <message>
        <source>Keep &amp;Explored Areas Dimmed</source>
        <translation>&amp;Erkundete Bereiche abgedunkelt lassen</translation>
    </message>
    <message>
        <source>&amp;Reveal Brush	Ctrl+Shift+R</source>
        <translation>&amp;Aufdeckpinsel	Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>&amp;Hide Brush	Ctrl+Shift+H</source>
        <translation>&amp;Verbergepinsel	Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Reveal &amp;All</source>
        <translation>Alles auf&amp;decken</translation>
    </message>
    <message>
        <source>Hide A&amp;ll</source>
        <translation>Alles ver&amp;bergen</translation>
    </message>
    <message>
        <source>&amp;Forget Explored Areas</source>
        <translation>Erkundete Bereiche verge&amp;ssen</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <source>&amp;Start Combat	F5</source>
        <translation>Kampf &amp;beginnen	F5</translation>
    </message>
    <message>
        <source>&amp;End Combat	Shift+F5</source>
        <translation>Kampf b&amp;eenden	Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Next Turn	N</source>
        <translation>&amp;Nächster Zug	N</translation>
    </message>
    <message>
        <source>&amp;Previous Turn	Shift+N</source>
        <translation>&amp;Vorheriger Zug	Shift+N</translation>
    </message>
    <message>
        <source>De&amp;lay Turn	P</source>
        <translation>Zug &amp;aufschieben	P</translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected	J</source>
        <translation>&amp;Zug an Auswahl geben	J</translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order	Shift+PgUp</source>
        <translation>In der Reihenfolge nach &amp;oben	Shift+PgUp</translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order	Shift+PgDown</source>
        <translation>In der Reihenfolge nach &amp;unten	Shift+PgDown</translation>
    </message>
    <message>
        <source>&amp;Damage Selected…	D</source>
        <translation>Auswahl &amp;Schaden zufügen…	D</translation>
    </message>
    <message>
        <source>&amp;Heal Selected…	H</source>
        <translation>Auswahl &amp;heilen…	H</translation>
    </message>
    <message>
        <source>&amp;Roll for Selected	R</source>
        <translation>Für Auswahl &amp;würfeln	R</translation>
    </message>
    <message>
        <source>&amp;Secret Roll	Shift+R</source>
        <translation>&amp;Geheimer Wurf	Shift+R</translation>
    </message>
    <message>
        <source>&amp;Attack…	F</source>
        <translation>Angri&amp;ff…	F</translation>
    </message>
    <message>
        <source>Add a &amp;Condition…	S</source>
        <translation>Zus&amp;tand hinzufügen…	S</translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative	Q</source>
        <translation>Reaktion: &amp;Initiative ergreifen	Q</translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players	U</source>
        <translation>Den Spielern auf&amp;decken	U</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>S&amp;pielfeld</translation>
    </message>
    <message>
        <source>&amp;Skyward Allowed</source>
        <translation>&amp;Himmelwärts erlaubt</translation>
    </message>
    <message>
        <source>&amp;Ambient Light</source>
        <translation>&amp;Umgebungslicht</translation>
    </message>
    <message>
        <source>&amp;Bright</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>&amp;Dämmrig</translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation>Dun&amp;kel</translation>
    </message>
    <message>
        <source>Clear &amp;Drawings	Ctrl+Shift+K</source>
        <translation>&amp;Zeichnungen löschen	Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>Sight &amp;Over Heights</source>
        <translation>&amp;Sicht über Höhen</translation>
    </message>
    <message>
        <source>Lines of sight run over low walls, crates and terraces</source>
        <translation>Sichtlinien führen über niedrige Mauern, Kisten und Terrassen hinweg</translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…	F7</source>
        <translation>Mit den &amp;Geräten der Spieler teilen…	F7</translation>
    </message>
    <message>
        <source>T&amp;urn Player View a Quarter</source>
        <translation>Spieleransicht um eine &amp;Vierteldrehung drehen</translation>
    </message>
</context>
<context>
    <name>MetersProcedure</name>
    <message>
        <source>%1: initiative %2 + %3 = %4 (%5)</source>
        <extracomment>%2 is the roll, %3 the bonus, %4 the total, %5 the initiative dice.</extracomment>
        <translation>%1: Initiative %2 + %3 = %4 (%5)</translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryModel</name>
    <message>
        <source>%1: only image files on this computer can become miniatures</source>
        <translation>%1: Nur Bilddateien auf diesem Computer können zu Miniaturen werden</translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation>%1: kein Bild, das Gridkeep lesen kann</translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation>Miniatur</translation>
    </message>
    <message>
        <source>No miniature &quot;%1&quot;</source>
        <translation>Keine Miniatur „%1“</translation>
    </message>
    <message>
        <source>%1 is built in and cannot be changed</source>
        <translation>%1 ist eingebaut und kann nicht geändert werden</translation>
    </message>
    <message>
        <source>A creature needs a name</source>
        <translation>Eine Kreatur braucht einen Namen</translation>
    </message>
    <message>
        <source>A creature&apos;s %1 comes from a token: use Save as creature</source>
        <translation>%1 einer Kreatur stammt von einer Figur: „Als Kreatur speichern“ verwenden</translation>
    </message>
    <message>
        <source>A miniature needs a name</source>
        <translation>Eine Miniatur braucht einen Namen</translation>
    </message>
    <message>
        <source>size: expected a whole number, 1 or more</source>
        <translation>size: ganze Zahl erwartet, 1 oder mehr</translation>
    </message>
    <message>
        <source>stats.%1: expected an object of stats</source>
        <translation>stats.%1: Objekt mit Werten erwartet</translation>
    </message>
    <message>
        <source>A miniature has no field &quot;%1&quot;</source>
        <translation>Eine Miniatur hat kein Feld „%1“</translation>
    </message>
    <message>
        <source>%1 is built in and cannot be removed</source>
        <translation>%1 ist eingebaut und kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>%1: cannot remove the creature (%2)</source>
        <translation>%1: Kreatur kann nicht entfernt werden (%2)</translation>
    </message>
    <message>
        <source>Your miniatures could not all be read, and nothing was changed: %1</source>
        <translation>Nicht alle Miniaturen konnten gelesen werden, und nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>Built-in miniatures: %1</source>
        <translation>Eingebaute Miniaturen: %1</translation>
    </message>
    <message>
        <source>A creature file was skipped: %1</source>
        <translation>Eine Kreaturdatei wurde übersprungen: %1</translation>
    </message>
    <message>
        <source>No stats yet</source>
        <translation>Noch keine Werte</translation>
    </message>
    <message>
        <source>No %1 stats (has %2): its tokens get the name and picture only</source>
        <translation>Keine %1-Werte (hat %2): Figuren daraus erhalten nur Name und Bild</translation>
    </message>
    <message>
        <source>The creature cannot be saved: %1</source>
        <translation>Die Kreatur kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Ordner kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>No token &quot;%1&quot; to save as a creature</source>
        <translation>Keine Figur „%1“ zum Speichern als Kreatur</translation>
    </message>
    <message>
        <source>A creature needs a name with a letter or a digit</source>
        <translation>Eine Kreatur braucht einen Namen mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <source>This encounter has no rule set to save stats for</source>
        <translation>Diese Begegnung hat kein Regelwerk, für das Werte gespeichert werden können</translation>
    </message>
    <message>
        <source>No session folder is open: the creature can go to your library</source>
        <translation>Kein Sitzungsordner geöffnet: Die Kreatur kann in die Bibliothek</translation>
    </message>
    <message>
        <source>no ZoC</source>
        <translation>keine KZ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The damaged miniature file was kept as %1; the miniatures that could not be read are not in the new one.</source>
        <translation>Die beschädigte Miniaturdatei wurde als %1 aufbewahrt; die Miniaturen, die nicht gelesen werden konnten, fehlen in der neuen.</translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryPanel</name>
    <message>
        <source>Miniatures</source>
        <translation>Miniaturen</translation>
    </message>
    <message>
        <source>Search names and tags</source>
        <translation>Namen und Tags suchen</translation>
    </message>
    <message>
        <source>%1×%1 cells</source>
        <translation>%1×%1 Felder</translation>
    </message>
    <message>
        <source>Creature of this session · drag onto the board, right-click to edit</source>
        <translation>Kreatur dieser Sitzung · aufs Spielfeld ziehen, Rechtsklick zum Bearbeiten</translation>
    </message>
    <message>
        <source>Creature · drag onto the board, right-click to edit</source>
        <translation>Kreatur · aufs Spielfeld ziehen, Rechtsklick zum Bearbeiten</translation>
    </message>
    <message>
        <source>Built in · drag onto the board</source>
        <translation>Integriert · aufs Spielfeld ziehen</translation>
    </message>
    <message>
        <source>Yours · drag onto the board, right-click to edit</source>
        <translation>Eigene · aufs Spielfeld ziehen, Rechtsklick zum Bearbeiten</translation>
    </message>
    <message>
        <source>S ☗</source>
        <translation>S ☗</translation>
    </message>
    <message>
        <source>No miniature matches “%1”</source>
        <translation>Keine Miniatur passt zu „%1“</translation>
    </message>
    <message>
        <source>No miniatures</source>
        <translation>Keine Miniaturen</translation>
    </message>
    <message>
        <source>Drag a miniature onto the board. Drop image files here to add your own.</source>
        <translation>Eine Miniatur aufs Spielfeld ziehen. Bilddateien hier ablegen, um eigene hinzuzufügen.</translation>
    </message>
    <message>
        <source>Drop images to add miniatures</source>
        <translation>Bilder ablegen, um Miniaturen hinzuzufügen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Search miniatures</source>
        <translation>Miniaturen suchen</translation>
    </message>
    <message>
        <source>Miniatures, drag one onto the board</source>
        <translation>Miniaturen, eine aufs Spielfeld ziehen</translation>
    </message>
    <message>
        <source>%1, %2×%2 cells</source>
        <translation>%1, %2×%2 Felder</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
</context>
<context>
    <name>MiniatureStore</name>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>kein gültiges JSON (%1 an Position %2)</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <translation>format: „%1“ erwartet</translation>
    </message>
    <message>
        <source>version %1 is newer than this Gridkeep reads (%2)</source>
        <translation>Version %1 ist neuer, als dieses Gridkeep lesen kann (%2)</translation>
    </message>
    <message>
        <source>miniatures: expected a list</source>
        <translation>miniatures: Liste erwartet</translation>
    </message>
    <message>
        <source>%1.id: missing</source>
        <translation>%1.id: fehlt</translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is used twice</source>
        <translation>%1.id: „%2“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>%1.size: expected 1 or more</source>
        <translation>%1.size: 1 oder mehr erwartet</translation>
    </message>
    <message>
        <source>%1.image: expected a file name in the store</source>
        <translation>%1.image: Dateiname im Miniaturenspeicher erwartet</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Ordner kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>%1: cannot keep a copy of the damaged file as %2</source>
        <translation>%1: Kopie der beschädigten Datei kann nicht als %2 aufbewahrt werden</translation>
    </message>
    <message>
        <source>%1: cannot copy into the miniature store (%2)</source>
        <translation>%1: Kopieren in den Miniaturenspeicher nicht möglich (%2)</translation>
    </message>
</context>
<context>
    <name>NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Square grid, in %1s</source>
        <translation>Quadratraster, Einheit: %1</translation>
    </message>
    <message>
        <source>The 21-position Combat Grid</source>
        <translation>Das Kampfraster mit 21 Positionen</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
</context>
<context>
    <name>OverlayText</name>
    <message>
        <source>range %1 %2</source>
        <translation>Reichweite %1 %2</translation>
    </message>
    <message>
        <source>cannot end a move here</source>
        <translation>Zug kann hier nicht enden</translation>
    </message>
    <message>
        <source>hindered by </source>
        <translation>behindert durch </translation>
    </message>
    <message>
        <source>no way out</source>
        <translation>kein Ausweg</translation>
    </message>
    <message>
        <source>opposite corners</source>
        <translation>gegenüberliegende Ecken</translation>
    </message>
    <message>
        <source>Surrounded — %1: %2</source>
        <translation>Umzingelt — %1: %2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Bewegung %1</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source> · over %1</source>
        <translation> · über %1</translation>
    </message>
    <message>
        <source>Advantage %1</source>
        <translation>Vorteil %1</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>top-left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>top-right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 von %2 aus</translation>
    </message>
    <message>
        <source> · unseen · %1 (lighting does not count)</source>
        <translation> · nicht gesehen · %1 (Beleuchtung zählt nicht)</translation>
    </message>
    <message>
        <source> · %1 (cover %2, %3 %4)</source>
        <translation> · %1 (Deckung %2, %3 %4)</translation>
    </message>
    <message>
        <source>Blocked %1 of %2: %3 · clear: %4</source>
        <translation>Blockiert %1 von %2: %3 · frei: %4</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>nicht gesehen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Backstab on %1</source>
        <translation>Hinterhalt-Angriff auf %1</translation>
    </message>
    <message numerus="yes">
        <source>All %n lines clear</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>Alle %n Linien frei</numerusform>
            <numerusform>Alle %n Linien frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n lines blocked</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>Alle %n Linien blockiert</numerusform>
            <numerusform>Alle %n Linien blockiert</numerusform>
        </translation>
    </message>
    <message>
        <source>enters </source>
        <translation>betritt </translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation>%1 bei %2,%3</translation>
    </message>
</context>
<context>
    <name>PacesProcedure</name>
    <message>
        <source>The GM picks who acts first</source>
        <translation>Die SL wählt, wer zuerst handelt</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Map Pin</source>
        <translation>Kartennadel</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Pin title</source>
        <translation>Titel der Nadel</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Pin text, the GM&apos;s only</source>
        <translation>Text der Nadel, nur für die SL</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>The creature the pin is about</source>
        <translation>Die Kreatur, um die es bei der Nadel geht</translation>
    </message>
    <message>
        <source>Handout</source>
        <translation>Handout</translation>
    </message>
    <message>
        <source>The handout that goes with the pin</source>
        <translation>Das Handout, das zur Nadel gehört</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Show the handout to the players (F8 takes it down)</source>
        <translation>Das Handout den Spielern zeigen (F8 nimmt es weg)</translation>
    </message>
    <message>
        <source>The players see this pin and its title (never its text)</source>
        <translation>Die Spieler sehen diese Nadel und ihren Titel (nie ihren Text)</translation>
    </message>
    <message>
        <source>Remove Pin</source>
        <translation>Nadel entfernen</translation>
    </message>
    <message>
        <source>Read-aloud text and secrets</source>
        <translation>Vorlesetext und Geheimnisse</translation>
    </message>
</context>
<context>
    <name>PlayerScreenPicker</name>
    <message>
        <source>Player View Screen</source>
        <translation>Bildschirm der Spieleransicht</translation>
    </message>
    <message>
        <source>Show the player view on</source>
        <translation>Spieleransicht zeigen auf</translation>
    </message>
    <message>
        <source>%1 (main screen)</source>
        <translation>%1 (Hauptbildschirm)</translation>
    </message>
    <message>
        <source>Full screen on %1, for the players&apos; monitor or TV</source>
        <translation>Vollbild auf %1, für Monitor oder Fernseher der Spieler</translation>
    </message>
    <message>
        <source>A window on this screen</source>
        <translation>Ein Fenster auf diesem Bildschirm</translation>
    </message>
    <message>
        <source>A normal window next to yours, to move and resize by hand</source>
        <translation>Ein normales Fenster neben dem eigenen, von Hand zu verschieben und zu skalieren</translation>
    </message>
    <message>
        <source>Connect the players&apos; monitor or TV to show the view there full screen.</source>
        <translation>Monitor oder Fernseher der Spieler anschließen, um die Ansicht dort im Vollbild zu zeigen.</translation>
    </message>
</context>
<context>
    <name>PlayerViewControl</name>
    <message>
        <source>&amp;Player View</source>
        <translation>&amp;Spieleransicht</translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen</source>
        <translation>Spieler&amp;bildschirm ausblenden</translation>
    </message>
    <message>
        <source>&amp;Reveal Brush</source>
        <translation>&amp;Aufdeckpinsel</translation>
    </message>
    <message>
        <source>&amp;Hide Brush</source>
        <translation>&amp;Verbergepinsel</translation>
    </message>
    <message>
        <source>&amp;Show Players This…</source>
        <translation>Den Spielern &amp;zeigen…</translation>
    </message>
    <message>
        <source>Hide &amp;Handout</source>
        <translation>&amp;Handout ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;Handout to Players</source>
        <translation>&amp;Handout den Spielern zeigen</translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…</source>
        <translation>Mit den &amp;Geräten der Spieler teilen…</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Gridkeep — Player View</source>
        <translation>Gridkeep — Spieleransicht</translation>
    </message>
    <message>
        <source>Between scenes</source>
        <translation>Zwischen den Szenen</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation>%1, am Zug</translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation>%1, besiegt</translation>
    </message>
</context>
<context>
    <name>PlayersEncounter</name>
    <message>
        <source>Unknown creature</source>
        <translation>Unbekannte Kreatur</translation>
    </message>
</context>
<context>
    <name>PositionBoardItem</name>
    <message>
        <source>band %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>ENEMY SIDE</source>
        <translation>SEITE DER GEGNER</translation>
    </message>
    <message>
        <source>ALLY SIDE</source>
        <translation>SEITE DER VERBÜNDETEN</translation>
    </message>
    <message>
        <source>THE DIVIDE</source>
        <translation>DIE TRENNLINIE</translation>
    </message>
</context>
<context>
    <name>PositionBoardView</name>
    <message>
        <source>no sight</source>
        <translation>keine Sicht</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>flanks</source>
        <translation>flankiert</translation>
    </message>
    <message>
        <source>flanked</source>
        <translation>wird flankiert</translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation>Salve %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>Anhöhe</translation>
    </message>
    <message>
        <source>low ground</source>
        <translation>Senke</translation>
    </message>
    <message numerus="yes">
        <source>Combat Grid, %n token(s)</source>
        <translation>
            <numerusform>Kampfraster, %n Figur</numerusform>
            <numerusform>Kampfraster, %n Figuren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionCard</name>
    <message>
        <source>%1 Difficult</source>
        <translation>%1 schwierig</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>%1 Turbulent</source>
        <translation>%1 turbulent</translation>
    </message>
    <message>
        <source>Turbulent</source>
        <translation>Turbulent</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Filled</source>
        <translation>Gefüllt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n Figur</numerusform>
            <numerusform>%1, %n Figuren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionFlagsMenu</name>
    <message>
        <source>Difficult</source>
        <extracomment>Difficult terrain (a game term).</extracomment>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Turbulent</source>
        <translation>Turbulent</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation>Füllt die Position</translation>
    </message>
    <message>
        <source>Saving Throw: %1…</source>
        <translation>Rettungswurf: %1…</translation>
    </message>
    <message>
        <source>Saving Throw on Entering…</source>
        <translation>Rettungswurf beim Betreten…</translation>
    </message>
    <message>
        <source>Skyward allowed</source>
        <translation>Himmelwärts erlaubt</translation>
    </message>
</context>
<context>
    <name>PositionListModel</name>
    <message>
        <source>Band %1</source>
        <translation>Reihe %1</translation>
    </message>
</context>
<context>
    <name>PositionOverlayModel</name>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>PositionSaveDialog</name>
    <message>
        <source>Saving Throw on entering</source>
        <translation>Rettungswurf beim Betreten</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>A combatant entering this Difficult or Turbulent position rolls the Saving Throw against its current energy plus the modifier; on a failure it stays out and falls prone.</source>
        <translation>Ein Kampfteilnehmer, der diese schwierige oder turbulente Position betritt, legt den Rettungswurf gegen seine aktuelle Energie plus Modifikator ab; bei einem Fehlschlag bleibt er draußen und geht zu Boden (liegend).</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
</context>
<context>
    <name>PositionToken</name>
    <message>
        <source> · hidden from players</source>
        <translation> · vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation>%1, %2, auf %3</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them?</source>
        <translation>Gridkeep wurde beendet, bevor diese Änderungen gespeichert wurden. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them? Each one opens as an unsaved encounter.</source>
        <translation>Gridkeep wurde beendet, bevor diese Änderungen gespeichert wurden. Wiederherstellen? Jede öffnet sich als ungespeicherte Begegnung.</translation>
    </message>
    <message>
        <source>%1 — unsaved changes from %2</source>
        <translation>%1 — ungespeicherte Änderungen vom %2</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation>Später entscheiden</translation>
    </message>
</context>
<context>
    <name>ReplaceNotesCommand</name>
    <message>
        <source>Edit GM notes</source>
        <translation>SL-Notizen bearbeiten</translation>
    </message>
</context>
<context>
    <name>RosterCarry</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list, e.g. &quot;3 HP damage, prone and stunned&quot;; %1 is all but the last.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 carries nothing</source>
        <translation>%1 übernimmt nichts</translation>
    </message>
    <message>
        <source>%1 carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 übernimmt nichts aus %2</translation>
    </message>
    <message>
        <source>%1 carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation>%1 übernimmt %2</translation>
    </message>
    <message>
        <source>%1 carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation>%1 übernimmt %2 aus %3</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing</source>
        <translation>%1 kommt in die Aufstellung und übernimmt nichts</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 kommt in die Aufstellung und übernimmt nichts aus %2</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation>%1 kommt in die Aufstellung und übernimmt %2</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation>%1 kommt in die Aufstellung und übernimmt %2 aus %3</translation>
    </message>
    <message>
        <source>%1 carries nothing from %2</source>
        <extracomment>%2 is the encounter the character comes from, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 übernimmt nichts aus %2</translation>
    </message>
    <message>
        <source>%1 carries %2 from %3</source>
        <extracomment>%2 is what the character carries; %3 the encounter it comes from.</extracomment>
        <translation>%1 übernimmt %2 aus %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An amount of a pool without a maximum, e.g. &quot;2 Fate&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 damage</source>
        <translation>%1 %2 Schaden</translation>
    </message>
    <message>
        <source>%1: %2 has nothing to recover from</source>
        <extracomment>%1 is the rule set&apos;s name for a rest, e.g. &quot;Long rest&quot;; %2 a character.</extracomment>
        <translation>%1: Für %2 gibt es nichts zu erholen</translation>
    </message>
    <message>
        <source>%1: %2 is rid of %3</source>
        <translation>%1: %2 ist nun frei von %3</translation>
    </message>
</context>
<context>
    <name>RosterCarryCommand</name>
    <message>
        <source>Carry the party over</source>
        <translation>Gruppe übernehmen</translation>
    </message>
</context>
<context>
    <name>RosterTable</name>
    <message>
        <source>Party roster</source>
        <translation>Aufstellung der Gruppe</translation>
    </message>
    <message>
        <source>This encounter carries over</source>
        <translation>Diese Begegnung wird übernommen</translation>
    </message>
    <message>
        <source>On: the party arrives with the roster&apos;s wounds, and the roster takes theirs when the fight ends. Off for a flashback, a dream or a sparring match.</source>
        <translation>An: Die Gruppe kommt mit den Wunden aus der Aufstellung an, und die Aufstellung übernimmt ihre, wenn der Kampf endet. Aus für eine Rückblende, einen Traum oder einen Übungskampf.</translation>
    </message>
    <message>
        <source>Take the Party Now</source>
        <translation>Gruppe jetzt übernehmen</translation>
    </message>
    <message>
        <source>The roster takes the party&apos;s tokens as they stand now</source>
        <translation>Die Aufstellung übernimmt die Figuren der Gruppe in ihrem jetzigen Zustand</translation>
    </message>
    <message>
        <source>Carry Over Now</source>
        <translation>Jetzt übernehmen</translation>
    </message>
    <message>
        <source>The party&apos;s tokens take the roster&apos;s wounds (one undo step)</source>
        <translation>Die Figuren der Gruppe übernehmen die Wunden aus der Aufstellung (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Rest: %1</source>
        <translation>Rast: %1</translation>
    </message>
    <message>
        <source>Rest</source>
        <extracomment>Button: the party rests and recovers what the rule set says (a game term).</extracomment>
        <translation>Rast</translation>
    </message>
    <message>
        <source>This rule set has no rest between fights</source>
        <translation>Dieses Regelwerk hat keine Rast zwischen Kämpfen</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Vorräte</translation>
    </message>
    <message>
        <source>Lasting conditions</source>
        <translation>Anhaltende Zustände</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Übernimmt</translation>
    </message>
    <message>
        <source>%1: %2, counting up</source>
        <translation>%1: %2, aufwärts zählend</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1
from %2</source>
        <translation>%1
aus %2</translation>
    </message>
    <message>
        <source>Remove %1 from the roster</source>
        <translation>%1 aus der Aufstellung entfernen</translation>
    </message>
    <message>
        <source>No characters yet. The party side&apos;s tokens join when a fight ends.</source>
        <translation>Noch keine Charaktere. Die Figuren der Gruppenseite kommen hinzu, wenn ein Kampf endet.</translation>
    </message>
    <message>
        <source>Open a session folder to keep a party roster.</source>
        <translation>Einen Sitzungsordner öffnen, um eine Aufstellung der Gruppe zu führen.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Heute Abend</translation>
    </message>
</context>
<context>
    <name>RosterTableModel</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>A character needs a name</source>
        <translation>Ein Charakter braucht einen Namen</translation>
    </message>
    <message>
        <source>No session folder is open</source>
        <translation>Kein Sitzungsordner geöffnet</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>square.lightPresets: expected a list of {&quot;id&quot;, &quot;name&quot;, &quot;bright&quot;, &quot;dim&quot;}</source>
        <translation>square.lightPresets: Liste von {&quot;id&quot;, &quot;name&quot;, &quot;bright&quot;, &quot;dim&quot;} erwartet</translation>
    </message>
    <message>
        <source>%1: expected an object with an &quot;id&quot;</source>
        <translation>%1: Objekt mit einer &quot;id&quot; erwartet</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation>%1: Die ID „%2“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>%1: expected radii in cells with 0 ≤ &quot;bright&quot; ≤ &quot;dim&quot; ≤ %2</source>
        <translation>%1: Radien in Feldern mit 0 ≤ &quot;bright&quot; ≤ &quot;dim&quot; ≤ %2 erwartet</translation>
    </message>
    <message>
        <source>square.terrain: every terrain kind needs an id</source>
        <translation>square.terrain: Jede Geländeart braucht eine ID</translation>
    </message>
    <message>
        <source>square.diagonals: expected &quot;alternating&quot; or &quot;chebyshev&quot;</source>
        <translation>square.diagonals: &quot;alternating&quot; oder &quot;chebyshev&quot; erwartet</translation>
    </message>
    <message>
        <source>square.ruler: expected {&quot;perSquare&quot;: a positive number, &quot;unit&quot;: a name}</source>
        <translation>square.ruler: {&quot;perSquare&quot;: eine positive Zahl, &quot;unit&quot;: ein Name} erwartet</translation>
    </message>
    <message>
        <source>square.lighting: every level needs an id and a valid shade</source>
        <translation>square.lighting: Jede Stufe braucht eine ID und eine gültige Schattierung</translation>
    </message>
    <message>
        <source>positions.edges: every edge joins two known positions</source>
        <translation>positions.edges: Jede Kante verbindet zwei bekannte Positionen</translation>
    </message>
    <message>
        <source>positions: a position rule set needs nodes and levels</source>
        <translation>positions: Ein Positions-Regelwerk braucht Knoten und Stufen</translation>
    </message>
    <message>
        <source>combat.procedure: expected &quot;labyrinthian&quot;, &quot;paces&quot;, &quot;meters&quot; or &quot;classic&quot;</source>
        <translation>combat.procedure: &quot;labyrinthian&quot;, &quot;paces&quot;, &quot;meters&quot; oder &quot;classic&quot; erwartet</translation>
    </message>
    <message>
        <source>combat.pools: every pool needs an id</source>
        <translation>combat.pools: Jeder Vorrat braucht eine ID</translation>
    </message>
    <message>
        <source>combat: &quot;%1&quot; is not one of combat.pools</source>
        <translation>combat: &quot;%1&quot; ist keiner der combat.pools</translation>
    </message>
    <message>
        <source>carryOver: expected an object</source>
        <translation>carryOver: Objekt erwartet</translation>
    </message>
    <message>
        <source>carryOver.pools: expected an object of pool id → &quot;carry&quot; or &quot;reset&quot;</source>
        <translation>carryOver.pools: Objekt von Vorrats-ID → &quot;carry&quot; oder &quot;reset&quot; erwartet</translation>
    </message>
    <message>
        <source>%1: expected a pool of combat.pools (%2)</source>
        <translation>%1: Vorrat aus combat.pools (%2) erwartet</translation>
    </message>
    <message>
        <source>%1: expected &quot;carry&quot; or &quot;reset&quot;, got %2</source>
        <translation>%1: &quot;carry&quot; oder &quot;reset&quot; erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>carryOver.conditions: expected an object of condition id → &quot;rest&quot; or &quot;kept&quot;</source>
        <translation>carryOver.conditions: Objekt von Zustands-ID → &quot;rest&quot; oder &quot;kept&quot; erwartet</translation>
    </message>
    <message>
        <source>%1: expected a condition of the rule set</source>
        <translation>%1: Zustand des Regelwerks erwartet</translation>
    </message>
    <message>
        <source>%1: expected &quot;rest&quot; or &quot;kept&quot;, got %2</source>
        <translation>%1: &quot;rest&quot; oder &quot;kept&quot; erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>carryOver.rest: expected an object with a &quot;name&quot;</source>
        <translation>carryOver.rest: Objekt mit einem &quot;name&quot; erwartet</translation>
    </message>
    <message>
        <source>carryOver.rest.restores: expected a list of pool ids</source>
        <translation>carryOver.rest.restores: Liste von Vorrats-IDs erwartet</translation>
    </message>
    <message>
        <source>carryOver.rest.restores[%1]: expected a pool that carries (%2)</source>
        <translation>carryOver.rest.restores[%1]: Vorrat erwartet, der übernommen wird (%2)</translation>
    </message>
    <message>
        <source>id: expected the rule set&apos;s id</source>
        <translation>id: ID des Regelwerks erwartet</translation>
    </message>
    <message>
        <source>board: expected &quot;square&quot; or &quot;positions&quot;</source>
        <translation>board: &quot;square&quot; oder &quot;positions&quot; erwartet</translation>
    </message>
    <message>
        <source>square.eyeHeightPerSize: expected a height in meters above 0</source>
        <translation>square.eyeHeightPerSize: Höhe in Metern über 0 erwartet</translation>
    </message>
</context>
<context>
    <name>RuleSetRegistry</name>
    <message>
        <source>no rule set named &quot;%1&quot;</source>
        <translation>kein Regelwerk namens „%1“</translation>
    </message>
    <message>
        <source>rule file %1 is broken: %2</source>
        <translation>Regeldatei %1 ist fehlerhaft: %2</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Regelwerk „%1“ (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>RulerMeasure</name>
    <message>
        <source>%1 square · %2 %3</source>
        <translation>%1 Feld · %2 %3</translation>
    </message>
    <message>
        <source>%1 squares · %2 %3</source>
        <translation>%1 Felder · %2 %3</translation>
    </message>
</context>
<context>
    <name>RulerModel</name>
    <message numerus="yes">
        <source>%n square(s) · %1 %2</source>
        <extracomment>The ruler&apos;s total: squares walked, then the length in the rule set&apos;s unit (%2, e.g. &quot;ft&quot;).</extracomment>
        <translation>
            <numerusform>%n Feld · %1 %2</numerusform>
            <numerusform>%n Felder · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sq · %2 %3</source>
        <extracomment>One leg of the ruler: squares (&quot;sq&quot; short for squares), length, unit.</extracomment>
        <translation>%1 Felder · %2 %3</translation>
    </message>
</context>
<context>
    <name>RulerPalette</name>
    <message>
        <source>Ruler</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>Drag from a cell or a token</source>
        <translation>Von einem Feld oder einer Figur ziehen</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>Mit Spielern teilen</translation>
    </message>
    <message>
        <source>Share the ruler with the players: their view draws the route and its length too</source>
        <translation>Lineal mit den Spielern teilen: Die Spieleransicht zeigt Strecke und Länge ebenfalls</translation>
    </message>
    <message>
        <source>Click to add a waypoint, double-click to finish, Esc clears. M or V leaves the ruler.</source>
        <translation>Klicken für einen Wegpunkt, Doppelklick zum Beenden, Esc löscht. M oder V verlässt das Lineal.</translation>
    </message>
</context>
<context>
    <name>SaveCreatureDialog</name>
    <message>
        <source>Save as creature</source>
        <translation>Als Kreatur speichern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Ghoul</source>
        <translation>Ghul</translation>
    </message>
    <message>
        <source>In my library</source>
        <translation>In meiner Bibliothek</translation>
    </message>
    <message>
        <source>Kept with your own miniatures, for every session</source>
        <translation>Bei den eigenen Miniaturen aufbewahrt, für jede Sitzung</translation>
    </message>
    <message>
        <source>In this session&apos;s folder</source>
        <translation>Im Ordner dieser Sitzung</translation>
    </message>
    <message>
        <source>Saved under creatures/ in the session folder, so the evening travels with its monsters</source>
        <translation>Unter creatures/ im Sitzungsordner gespeichert, damit der Abend mit seinen Monstern umzieht</translation>
    </message>
    <message>
        <source>Open a session folder to keep creatures with it</source>
        <translation>Einen Sitzungsordner öffnen, um Kreaturen darin aufzubewahren</translation>
    </message>
    <message>
        <source>“%1” is already a creature: its %2 stats are replaced, its other rule sets kept.</source>
        <translation>„%1“ ist bereits eine Kreatur: Die %2-Werte werden ersetzt, die anderen Regelwerke bleiben erhalten.</translation>
    </message>
    <message>
        <source>Size, speed, reach, pools, stats, conditions and notes for %1 are saved; each token dragged in from it gets the next number.</source>
        <translation>Größe, Tempo, Reichweite, Vorräte, Werte, Zustände und Notizen für %1 werden gespeichert; jede daraus hereingezogene Figur erhält die nächste Nummer.</translation>
    </message>
</context>
<context>
    <name>SavingThrowDialog</name>
    <message>
        <source>Saving Throw</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <source>%1 enters %2 (+%3 %4). Roll %5 + current %4: it must beat %4 + %3, or %1 cannot pass and is knocked prone.</source>
        <translation>%1 betritt %2 (+%3 %4). %5 + aktuellen %4-Wert würfeln: Das Ergebnis muss %4 + %3 übertreffen, sonst kann %1 nicht passieren und wird liegend umgeworfen.</translation>
    </message>
    <message>
        <source>Roll the Saving Throw</source>
        <translation>Rettungswurf würfeln</translation>
    </message>
</context>
<context>
    <name>SessionActions</name>
    <message>
        <source>&amp;Next Encounter</source>
        <translation>&amp;Nächste Begegnung</translation>
    </message>
    <message>
        <source>&amp;Previous Encounter</source>
        <translation>&amp;Vorherige Begegnung</translation>
    </message>
    <message>
        <source>&amp;Reveal to Players</source>
        <translation>Den Spielern &amp;aufdecken</translation>
    </message>
    <message>
        <source>&amp;Encounters Panel</source>
        <translation>&amp;Begegnungsleiste</translation>
    </message>
</context>
<context>
    <name>SessionFolder</name>
    <message>
        <source>expected a file in the session folder, but it links to one outside it (not read)</source>
        <translation>Datei im Sitzungsordner erwartet, aber sie verweist auf eine außerhalb (nicht gelesen)</translation>
    </message>
    <message>
        <source>expected a folder, got a file</source>
        <translation>Ordner erwartet, erhalten: eine Datei</translation>
    </message>
    <message>
        <source>expected a folder, but there is none</source>
        <translation>Ordner erwartet, aber es gibt keinen</translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation>Ordner kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>expected the name of an .encounter file in the session folder, got %1</source>
        <translation>Name einer .encounter-Datei im Sitzungsordner erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected each file once, but &quot;%1&quot; is listed twice</source>
        <translation>jede Datei nur einmal erwartet, aber „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>nicht leere Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected a unique roster id, but &quot;%1&quot; is used twice</source>
        <translation>eindeutige Aufstellungs-ID erwartet, aber „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <source>expected [value, max], two numbers of 0 or more, got %1</source>
        <translation>[Wert, Maximum] erwartet, zwei Zahlen ab 0, erhalten: %1</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>expected a condition id, got %1</source>
        <translation>Zustands-ID erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-session&quot;, got %1</source>
        <translation>„gridkeep-session“ erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation>Version %1 oder niedriger erwartet; diese Datei wurde von einem neueren Gridkeep geschrieben (Version %2)</translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation>Version ab 1 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>expected a session file of at most %1 MB, got %2 bytes</source>
        <translation>Sitzungsdatei von höchstens %1 MB erwartet, erhalten: %2 Byte</translation>
    </message>
</context>
<context>
    <name>SessionWorkspace</name>
    <message>
        <source>No session folder is open.</source>
        <translation>Kein Sitzungsordner geöffnet.</translation>
    </message>
    <message>
        <source>The running order could not be saved: %1</source>
        <translation>Die Reihenfolge konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read</source>
        <translation>%1: Der Ordner kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The session file was refused, so the folder opened in the default order: %1</source>
        <translation>Die Sitzungsdatei wurde abgelehnt, daher wurde der Ordner in der Standardreihenfolge geöffnet: %1</translation>
    </message>
    <message>
        <source>%1 cannot be duplicated: %2</source>
        <translation>%1 kann nicht dupliziert werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation>Neue Begegnung kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The new language shows when Gridkeep starts next.</source>
        <translation>Die neue Sprache erscheint beim nächsten Start von Gridkeep.</translation>
    </message>
    <message>
        <source>Text and control size</source>
        <translation>Größe von Text und Bedienelementen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Scales the panels, menus and dialogs; the board keeps its zoom</source>
        <translation>Skaliert Leisten, Menüs und Dialoge; der Zoom des Spielfelds bleibt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black and white panels, strong board lines and overlays</source>
        <translation>Schwarz-weiße Leisten, kräftige Spielfeldlinien und Einblendungen</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Closes Gridkeep, asking first about unsaved changes, and opens it again in the new language</source>
        <translation>Schließt Gridkeep, fragt zuerst nach ungespeicherten Änderungen, und öffnet es in der neuen Sprache wieder</translation>
    </message>
    <message>
        <source>Touch and table</source>
        <translation>Touch und Tisch</translation>
    </message>
    <message>
        <source>Touch on the player view</source>
        <translation>Touch auf der Spieleransicht</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>The party&apos;s tokens</source>
        <translation>Die Figuren der Gruppe</translation>
    </message>
    <message>
        <source>Any token it shows</source>
        <translation>Jede gezeigte Figur</translation>
    </message>
    <message>
        <source>Lets the players move tokens by touching the player view on the table; each move goes through your undo and shows in the log</source>
        <translation>Lässt die Spieler Figuren auf der Spieleransicht am Tisch per Touch ziehen; jeder Zug lässt sich bei dir rückgängig machen und steht im Protokoll</translation>
    </message>
    <message>
        <source>This screen</source>
        <translation>Dieser Bildschirm</translation>
    </message>
    <message>
        <source>Miniature guard</source>
        <translation>Miniaturschutz</translation>
    </message>
    <message>
        <source>Miniature guard on %1</source>
        <translation>Miniaturschutz auf %1</translation>
    </message>
    <message>
        <source>A touch that stays still for more than 1.5 s counts as a miniature standing on the screen: taps, pans and pinches ignore it</source>
        <translation>Eine Berührung, die länger als 1,5 s stillsteht, gilt als Miniatur auf dem Bildschirm: Tippen, Verschieben und Zoomen ignorieren sie</translation>
    </message>
    <message>
        <source>Turn the player view</source>
        <translation>Spieleransicht drehen</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Turn the player view on %1</source>
        <translation>Spieleransicht auf %1 drehen</translation>
    </message>
    <message>
        <source>Turns the view clockwise, so the map reads the right way up for players sitting at another side of the table</source>
        <translation>Dreht die Ansicht im Uhrzeigersinn, damit die Karte für Spieler an einer anderen Tischseite richtig herum steht</translation>
    </message>
    <message>
        <source>Overscan</source>
        <translation>Overscan</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Overscan at the left edge of %1</source>
        <translation>Overscan am linken Rand von %1</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Overscan at the top edge of %1</source>
        <translation>Overscan am oberen Rand von %1</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Overscan at the right edge of %1</source>
        <translation>Overscan am rechten Rand von %1</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Overscan at the bottom edge of %1</source>
        <translation>Overscan am unteren Rand von %1</translation>
    </message>
    <message>
        <source>Pixels of this edge the screen&apos;s frame hides (a TV&apos;s overscan): the player view keeps the map inside them</source>
        <translation>Pixel dieses Randes, die der Rahmen des Bildschirms verdeckt (Overscan eines Fernsehers): die Spieleransicht hält die Karte innerhalb davon</translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <source>This computer only</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>“%1” is not a network address.</source>
        <translation>„%1“ ist keine Netzwerkadresse.</translation>
    </message>
    <message>
        <source>A join code has 16 to 128 letters, digits, “-” or “_”.</source>
        <translation>Ein Beitrittscode hat 16 bis 128 Buchstaben, Ziffern, „-“ oder „_“.</translation>
    </message>
    <message>
        <source>Sharing could not start: %1</source>
        <translation>Das Teilen konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share With Players&apos; Devices</source>
        <translation>Mit den Geräten der Spieler teilen</translation>
    </message>
    <message>
        <source>Stop Sharing</source>
        <translation>Teilen beenden</translation>
    </message>
    <message>
        <source>Start Sharing</source>
        <translation>Teilen starten</translation>
    </message>
    <message>
        <source>Stop serving the player view; every device is disconnected</source>
        <translation>Die Spieleransicht nicht mehr bereitstellen; alle Geräte werden getrennt</translation>
    </message>
    <message>
        <source>Serve the player view on the chosen network with a new join code (Enter)</source>
        <translation>Die Spieleransicht im gewählten Netzwerk mit einem neuen Beitrittscode bereitstellen (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close this window; the sharing goes on (Esc)</source>
        <translation>Dieses Fenster schließen; das Teilen läuft weiter (Esc)</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Dieses Fenster schließen (Esc)</translation>
    </message>
    <message>
        <source>The players follow the player view in a web browser on their phones, tablets or laptops. They see only what the player window shows, and can change nothing.</source>
        <translation>Die Spieler verfolgen die Spieleransicht im Webbrowser auf ihren Handys, Tablets oder Laptops. Sie sehen nur, was das Spielerfenster zeigt, und können nichts ändern.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>The network the players&apos; devices are on. “This computer only” is for trying it out here.</source>
        <translation>Das Netzwerk, in dem die Geräte der Spieler sind. „Nur dieser Computer“ ist zum Ausprobieren hier.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the devices connect to; 0 takes any free one</source>
        <translation>Der Port, mit dem sich die Geräte verbinden; 0 nimmt einen beliebigen freien</translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation>QR-Code der Adresse</translation>
    </message>
    <message>
        <source>The players scan this with their phone&apos;s camera to open the player view</source>
        <translation>Die Spieler scannen ihn mit der Handykamera und öffnen so die Spieleransicht</translation>
    </message>
    <message>
        <source>The players scan the code, or open this address on the same network:</source>
        <translation>Die Spieler scannen den Code oder öffnen diese Adresse im selben Netzwerk:</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>The address with its join code; anyone who has it can watch</source>
        <translation>Die Adresse mit ihrem Beitrittscode; wer sie hat, kann zusehen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the address to the clipboard, to send it to the players</source>
        <translation>Die Adresse in die Zwischenablage kopieren, um sie den Spielern zu schicken</translation>
    </message>
    <message>
        <source>Devices watching: %1</source>
        <translation>Zusehende Geräte: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keines.</translation>
    </message>
    <message>
        <source>Devices watching</source>
        <translation>Zusehende Geräte</translation>
    </message>
    <message>
        <source>%1, since %2</source>
        <translation>%1, seit %2</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>Allow pings from devices</source>
        <translation>Pings von Geräten erlauben</translation>
    </message>
    <message>
        <source>A tap on a device&apos;s board rings there in your window and on every screen, as your own pings do</source>
        <translation>Ein Tippen auf das Spielfeld eines Geräts markiert die Stelle in deinem Fenster und auf jedem Bildschirm, wie deine eigenen Pings</translation>
    </message>
    <message>
        <source>Disconnect this device; its page stays away until the player reloads it (Stop Sharing makes a new address)</source>
        <translation>Dieses Gerät trennen; seine Seite bleibt fern, bis der Spieler sie neu lädt („Teilen beenden“ erzeugt eine neue Adresse)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Fight, in progress</source>
        <translation>Kampf, im Gange</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Fight ●</source>
        <translation>Kampf ●</translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation>Handouts</translation>
    </message>
</context>
<context>
    <name>SightProfile</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>hidden by the terrace (%1) at %2</source>
        <translation>verdeckt durch die Terrasse (%1) bei %2</translation>
    </message>
    <message>
        <source>hidden by the %1 at %2</source>
        <translation>verdeckt durch %1 bei %2</translation>
    </message>
    <message>
        <source>hidden by the %1 (%2) at %3</source>
        <translation>verdeckt durch %1 (%2) bei %3</translation>
    </message>
    <message>
        <source>covered by the %1 at %2</source>
        <translation>Deckung durch %1 bei %2</translation>
    </message>
    <message>
        <source>covered by the %1 (%2) at %3</source>
        <translation>Deckung durch %1 (%2) bei %3</translation>
    </message>
    <message>
        <source>over the %1 (%2) at %3</source>
        <translation>über %1 (%2) bei %3 hinweg</translation>
    </message>
    <message>
        <source>covered by %1</source>
        <translation>Deckung durch %1</translation>
    </message>
    <message>
        <source>past %1</source>
        <translation>an %1 vorbei</translation>
    </message>
    <message>
        <source>stopped by a closed door</source>
        <translation>von einer geschlossenen Tür aufgehalten</translation>
    </message>
    <message>
        <source>stopped by a wall</source>
        <translation>von einer Wand aufgehalten</translation>
    </message>
    <message>
        <source>under the door&apos;s top (%1)</source>
        <translation>unter der Oberkante der Tür (%1)</translation>
    </message>
    <message>
        <source>under the wall&apos;s top (%1)</source>
        <translation>unter der Oberkante der Wand (%1)</translation>
    </message>
    <message>
        <source>over the wall&apos;s top (%1)</source>
        <translation>über der Oberkante der Wand (%1)</translation>
    </message>
</context>
<context>
    <name>SquareBoardView</name>
    <message>
        <source>in reach</source>
        <translation>in Reichweite</translation>
    </message>
    <message>
        <source>⚔ Action</source>
        <translation>⚔ Aktion</translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation>Tür schließen</translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation>Tür öffnen</translation>
    </message>
    <message>
        <source>Player view</source>
        <translation>Spieleransicht</translation>
    </message>
    <message numerus="yes">
        <source>Board, %n token(s)</source>
        <translation>
            <numerusform>Spielfeld, %n Figur</numerusform>
            <numerusform>Spielfeld, %n Figuren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareOverlayItem</name>
    <message>
        <source>no sight</source>
        <translation>keine Sicht</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message numerus="yes">
        <source>+%n more observer(s)</source>
        <translation>
            <numerusform>+%n weiterer Beobachter</numerusform>
            <numerusform>+%n weitere Beobachter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareToken</name>
    <message>
        <source> · hidden from players</source>
        <translation> · vor Spielern verborgen</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>TacticalMapModel</name>
    <message>
        <source>line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>keine Sichtlinie</translation>
    </message>
    <message>
        <source>%1 exposed</source>
        <translation>%1 ungedeckt</translation>
    </message>
    <message>
        <source>%1 has cover</source>
        <translation>%1 hat Deckung</translation>
    </message>
    <message>
        <source>covered from %1</source>
        <translation>gedeckt vor %1</translation>
    </message>
    <message>
        <source>exposed to %1</source>
        <translation>ungedeckt vor %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>Anhöhe</translation>
    </message>
    <message>
        <source>no high ground</source>
        <translation>keine Anhöhe</translation>
    </message>
    <message>
        <source>not surrounded</source>
        <translation>nicht umzingelt</translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation>umzingelt</translation>
    </message>
    <message>
        <source>no other zone of control</source>
        <translation>keine andere Kontrollzone</translation>
    </message>
    <message>
        <source>in another zone of control</source>
        <translation>in einer anderen Kontrollzone</translation>
    </message>
    <message>
        <source>in the zone of %1</source>
        <translation>in der Zone von %1</translation>
    </message>
    <message>
        <source>unhindered</source>
        <translation>unbehindert</translation>
    </message>
    <message>
        <source>hindered by %1</source>
        <translation>behindert durch %1</translation>
    </message>
    <message>
        <source>hindered</source>
        <translation>behindert</translation>
    </message>
    <message>
        <source>Against %1: %2/%3 · move %4
%5</source>
        <translation>Gegen %1: %2/%3 · Bewegung %4
%5</translation>
    </message>
</context>
<context>
    <name>TacticsLegend</name>
    <message>
        <source>Each square %1 can reach this turn, scored against %2 as if it stood there: line of sight, target exposed, own cover, high ground, not surrounded, no other zone of control, unhindered path. Point at a square for its reasons. T over another token picks a new target; Esc clears it.</source>
        <translation>Jedes Feld, das %1 in diesem Zug erreichen kann, bewertet gegen %2, als stünde die Figur dort: Sichtlinie, Ziel ungedeckt, eigene Deckung, Anhöhe, nicht umzingelt, keine andere Kontrollzone, unbehinderter Weg. Auf ein Feld zeigen für die Gründe. T über einer anderen Figur wählt ein neues Ziel; Esc hebt es auf.</translation>
    </message>
    <message>
        <source>Tactical map: %1 → %2</source>
        <translation>Taktikkarte: %1 → %2</translation>
    </message>
    <message>
        <source>Clear the target (Esc)</source>
        <translation>Ziel aufheben (Esc)</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>schlecht</translation>
    </message>
    <message>
        <source>best</source>
        <translation>am besten</translation>
    </message>
    <message numerus="yes">
        <source>Best here %1/%2 (outlined) · %n square(s)</source>
        <translation>
            <numerusform>Bestwert hier %1/%2 (umrandet) · %n Feld</numerusform>
            <numerusform>Bestwert hier %1/%2 (umrandet) · %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation>Legende schließen</translation>
    </message>
</context>
<context>
    <name>TemplateActionPopup</name>
    <message>
        <source>Heal everyone %1 catches</source>
        <translation>Alle von %1 Erfassten heilen</translation>
    </message>
    <message>
        <source>A condition on everyone %1 catches</source>
        <translation>Ein Zustand für alle von %1 Erfassten</translation>
    </message>
    <message>
        <source>Damage everyone %1 catches</source>
        <translation>Allen von %1 Erfassten Schaden zufügen</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation>Runden</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation>Endet am</translation>
    </message>
    <message>
        <source>end of each one&apos;s turn</source>
        <translation>Ende des jeweiligen Zugs</translation>
    </message>
    <message>
        <source>start of each one&apos;s turn</source>
        <translation>Beginn des jeweiligen Zugs</translation>
    </message>
    <message>
        <source>One undo step for all of them.</source>
        <translation>Ein Rückgängig-Schritt für alle.</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Act on the tokens in the template</source>
        <translation>Aktion für die Figuren in der Schablone</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
</context>
<context>
    <name>TemplateContextMenu</name>
    <message>
        <source>Damage All Caught…</source>
        <translation>Allen Erfassten Schaden zufügen…</translation>
    </message>
    <message>
        <source>Heal All Caught…</source>
        <translation>Alle Erfassten heilen…</translation>
    </message>
    <message>
        <source>Set a Condition on All Caught…</source>
        <translation>Zustand für alle Erfassten setzen…</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>Spielern zeigen</translation>
    </message>
    <message>
        <source>Walls Block It</source>
        <translation>Wände blockieren sie</translation>
    </message>
    <message>
        <source>Anchor to Token…</source>
        <translation>An Figur verankern…</translation>
    </message>
    <message>
        <source>Let Go of %1</source>
        <translation>%1 lösen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>TemplateEditor</name>
    <message>
        <source>Cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>A template shape: a line-shaped spell area.</extracomment>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>A template shape: a square spell area.</extracomment>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Nobody caught</source>
        <translation>Niemand erfasst</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>The shape&apos;s colour</source>
        <extracomment>The default in the list of template colours; the others are named after effects.</extracomment>
        <translation>Farbe der Form</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Bernstein</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <source>Frost</source>
        <translation>Frost</translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation>Arkan</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Anchor %1 to %2</source>
        <translation>%1 an %2 verankern</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Größe von %1 ändern</translation>
    </message>
    <message>
        <source>The file could not hold that template: %1.</source>
        <translation>Die Datei konnte diese Schablone nicht aufnehmen: %1.</translation>
    </message>
    <message>
        <source>Clear the label of %1</source>
        <translation>Beschriftung von %1 löschen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation>Standardfarbe für %1</translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation>%1 umfärben</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>%1 den Spielern zeigen</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>%1 vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Walls block %1</source>
        <translation>Wände blockieren %1</translation>
    </message>
    <message>
        <source>%1 passes walls</source>
        <translation>%1 geht durch Wände</translation>
    </message>
    <message>
        <source>Let go of %1</source>
        <translation>%1 lösen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <translation>
            <numerusform>%n erfasst: %1</numerusform>
            <numerusform>%n erfasst: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TemplateHandle</name>
    <message>
        <source>Template handle</source>
        <translation>Schablonengriff</translation>
    </message>
</context>
<context>
    <name>TemplateJson</name>
    <message>
        <source>expected %1 from 0 to %2 cells, got %3</source>
        <translation>%1 von 0 bis %2 Feldern erwartet, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a unique, non-empty template id, got &quot;%1&quot;</source>
        <translation>eindeutige, nicht leere Schablonen-ID erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected the id of a token the template follows, got &quot;%1&quot;</source>
        <translation>ID einer Figur, der die Schablone folgt, erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation>Punkt innerhalb von [0, %1] × [0, %2] erwartet, erhalten: [%3, %4]</translation>
    </message>
    <message>
        <source>expected a far point at most %1 cells from the origin, got [%2, %3]</source>
        <translation>fernen Punkt höchstens %1 Felder vom Ursprung erwartet, erhalten: [%2, %3]</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>Liste erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 templates, got %2</source>
        <translation>höchstens %1 Schablonen erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all template boxes (each counts the map cells within its reach), got more</source>
        <translation>höchstens %1 Felder in allen Schablonenrahmen zusammen erwartet (jede zählt die Kartenfelder in ihrer Reichweite), erhalten: mehr</translation>
    </message>
</context>
<context>
    <name>TemplateOverlayItem</name>
    <message>
        <source>nobody caught</source>
        <translation>niemand erfasst</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <extracomment>How many creatures a template&apos;s area catches, then their names.</extracomment>
        <translation>
            <numerusform>%n erfasst: %1</numerusform>
            <numerusform>%n erfasst: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caught</source>
        <extracomment>How many creatures a template&apos;s area catches.</extracomment>
        <translation>
            <numerusform>%n erfasst</numerusform>
            <numerusform>%n erfasst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · follows %2</source>
        <extracomment>%1 is the template&apos;s chip text so far, %2 the token it follows.</extracomment>
        <translation>%1 · folgt %2</translation>
    </message>
</context>
<context>
    <name>TemplatePalette</name>
    <message>
        <source>Template</source>
        <translation>Schablone</translation>
    </message>
    <message>
        <source>Circle: a burst round a point (drag: radius)</source>
        <translation>Kreis: ein Ausbruch um einen Punkt (ziehen: Radius)</translation>
    </message>
    <message>
        <source>Cone: as wide as it is far (drag: its direction and length)</source>
        <translation>Kegel: so breit wie weit (ziehen: Richtung und Länge)</translation>
    </message>
    <message>
        <source>Line: a bolt from a point (drag: its direction and length)</source>
        <translation>Linie: ein Strahl von einem Punkt (ziehen: Richtung und Länge)</translation>
    </message>
    <message>
        <source>Square: along the grid (drag: from corner to corner)</source>
        <translation>Quadrat: am Raster entlang (ziehen: von Ecke zu Ecke)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>%1 sq</source>
        <translation>%1 F.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Click to place, drag to aim or size it (Shift: off the half squares). Drag a dot to move it, onto a token to make it follow. Del deletes.</source>
        <translation>Klicken zum Platzieren, ziehen zum Ausrichten oder für die Größe (Shift: abseits der halben Felder). Einen Punkt ziehen, um sie zu verschieben, auf eine Figur, damit sie ihr folgt. Del löscht.</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Schablonen</translation>
    </message>
    <message>
        <source>Template size</source>
        <translation>Schablonengröße</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Linienbreite</translation>
    </message>
    <message>
        <source>%1, shown to the players</source>
        <translation>%1, den Spielern gezeigt</translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Name (Fireball, Breath…)</source>
        <translation>Name (Feuerball, Odem…)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Rotate the template (not a combat turn).</extracomment>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>Follows</source>
        <extracomment>The token the template moves with.</extracomment>
        <translation>Folgt</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <source>Dashed on your map until the players see it; never shown while it follows a token they cannot see</source>
        <translation>Auf der eigenen Karte gestrichelt, bis die Spieler sie sehen; nie gezeigt, solange sie einer Figur folgt, die sie nicht sehen können</translation>
    </message>
    <message>
        <source>Walls block it</source>
        <translation>Wände blockieren sie</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Fertig: zurück zu den Figureneigenschaften</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation>Automatische Farbe</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <source>Turn 45° anticlockwise</source>
        <translation>Um 45° gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn 45° clockwise</source>
        <translation>Um 45° im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Anchored to</source>
        <translation>Verankert an</translation>
    </message>
</context>
<context>
    <name>TemplateToolLayer</name>
    <message>
        <source>%1 follows %2: drag it off to set it down</source>
        <translation>%1 folgt %2: wegziehen, um sie abzusetzen</translation>
    </message>
    <message>
        <source>%1: drag to move it, onto a token to make it follow (Shift: exactly there)</source>
        <translation>%1: ziehen, um sie zu verschieben, auf eine Figur, damit sie ihr folgt (Shift: genau dorthin)</translation>
    </message>
    <message>
        <source>Drag to turn it and change its length</source>
        <translation>Ziehen, um sie zu drehen und ihre Länge zu ändern</translation>
    </message>
    <message>
        <source>Drag to change the radius</source>
        <translation>Ziehen, um den Radius zu ändern</translation>
    </message>
    <message>
        <source>Drag to change the width</source>
        <translation>Ziehen, um die Breite zu ändern</translation>
    </message>
    <message>
        <source>Drag to change the side</source>
        <translation>Ziehen, um die Seite zu ändern</translation>
    </message>
</context>
<context>
    <name>ThumbnailRenderer</name>
    <message>
        <source>%1: cannot create the thumbnail folder</source>
        <translation>%1: Ordner für Vorschaubilder kann nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>TokenContextMenu</name>
    <message>
        <source>Inspect…</source>
        <translation>Eigenschaften…</translation>
    </message>
    <message>
        <source>Tactical Map Against</source>
        <translation>Taktikkarte gegen</translation>
    </message>
    <message>
        <source>%1 (not an enemy)</source>
        <translation>%1 (kein Gegner)</translation>
    </message>
    <message>
        <source>Clear Tactical Map (Esc)</source>
        <translation>Taktikkarte leeren (Esc)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source> (no ZoC)</source>
        <translation> (keine KZ)</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Menu: the side (team) the token fights on.</extracomment>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Hidden from Players</source>
        <translation>Vor Spielern verborgen</translation>
    </message>
    <message>
        <source>ZoC Weapon</source>
        <translation>KZ-Waffe</translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>Menu: how many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Rule set default (%1)</source>
        <translation>Standard des Regelwerks (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn Left 45°</source>
        <translation>45° nach links drehen</translation>
    </message>
    <message>
        <source>Turn Right 45°</source>
        <translation>45° nach rechts drehen</translation>
    </message>
    <message>
        <source>Save as Creature…</source>
        <translation>Als Kreatur speichern…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>TokenPanel</name>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Tokens (%1)</source>
        <translation>Figuren (%1)</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <extracomment>A token&apos;s cell.</extracomment>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Allied With</source>
        <translation>Verbündet mit</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation>Seite entfernen</translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation>Seite umbenennen</translation>
    </message>
    <message>
        <source>Side name, e.g. Bandits</source>
        <translation>Name der Seite, z. B. Banditen</translation>
    </message>
    <message>
        <source>(%1, %2) · %3×%3</source>
        <extracomment>A token&apos;s cell (%1, %2) and its size in squares (%3×%3).</extracomment>
        <translation>(%1, %2) · %3×%3</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Figuren</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n Figur</numerusform>
            <numerusform>%1, %n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>Right click to rename or recolour</source>
        <translation>Rechtsklick zum Umbenennen oder Umfärben</translation>
    </message>
    <message>
        <source>Tokens by side</source>
        <translation>Figuren nach Seite</translation>
    </message>
    <message>
        <source>%1, hidden from the players</source>
        <translation>%1, vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>Side name</source>
        <translation>Name der Seite</translation>
    </message>
</context>
<context>
    <name>TokenRelationModel</name>
    <message>
        <source>cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>keine Sichtlinie</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>clear line of sight</source>
        <translation>freie Sichtlinie</translation>
    </message>
    <message>
        <source>melee: %1 (%2 m higher)</source>
        <translation>Nahkampf: %1 (%2 m höher)</translation>
    </message>
    <message>
        <source>melee: %1 (%2 m lower)</source>
        <translation>Nahkampf: %1 (%2 m tiefer)</translation>
    </message>
    <message>
        <source>ranged: %1</source>
        <translation>Fernkampf: %1</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>Flankieren</translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation>flankiert von %1</translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation>Salve %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>Anhöhe</translation>
    </message>
    <message>
        <source>low ground</source>
        <translation>tieferer Boden</translation>
    </message>
    <message>
        <source>vertical assault</source>
        <translation>vertikaler Angriff</translation>
    </message>
</context>
<context>
    <name>TokenSpeech</name>
    <message numerus="yes">
        <source>%n more change(s).</source>
        <translation>
            <numerusform>%n weitere Änderung.</numerusform>
            <numerusform>%n weitere Änderungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, at column %3 row %4</source>
        <translation>%1, %2, in Spalte %3, Zeile %4</translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation>%1, %2, auf %3</translation>
    </message>
    <message>
        <source>%1, %2, at %3, %4</source>
        <translation>%1, %2, auf %3, %4</translation>
    </message>
    <message>
        <source>hidden from the players</source>
        <translation>vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>in cover from %1</source>
        <translation>in Deckung vor %1</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>ohne Deckung</translation>
    </message>
    <message>
        <source>surrounded by %1</source>
        <translation>umzingelt von %1</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>im Nahkampf gebunden mit %1</translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation>flankiert von %1</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 von %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a pool without a maximum: 3 Stress</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a token&apos;s reading</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 moved: %2.</source>
        <translation>%1 bewegt: %2.</translation>
    </message>
    <message>
        <source>%1 is no longer surrounded.</source>
        <translation>%1 ist nicht mehr umzingelt.</translation>
    </message>
    <message>
        <source>%1 is surrounded by %2.</source>
        <translation>%1 ist von %2 umzingelt.</translation>
    </message>
    <message>
        <source>%1 lost cover from %2.</source>
        <translation>%1 hat die Deckung vor %2 verloren.</translation>
    </message>
    <message>
        <source>%1 is engaged with %2.</source>
        <translation>%1 ist im Nahkampf mit %2 gebunden.</translation>
    </message>
    <message>
        <source>%1 is flanked by %2.</source>
        <translation>%1 wird von %2 flankiert.</translation>
    </message>
    <message>
        <source>%1 is defeated.</source>
        <translation>%1 ist besiegt.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ist jetzt %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1 ist nicht mehr %2.</translation>
    </message>
    <message>
        <source>%1 has no %2 left.</source>
        <translation>Bei %1 ist %2 aufgebraucht.</translation>
    </message>
    <message>
        <source>%1&apos;s turn, round %2.</source>
        <translation>Zug von %1, Runde %2.</translation>
    </message>
</context>
<context>
    <name>TrapDialog</name>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Trap name</source>
        <translation>Name der Falle</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Löst aus</translation>
    </message>
    <message>
        <source>What sets the trap off</source>
        <translation>Was die Falle auslöst</translation>
    </message>
    <message>
        <source>When a token enters it</source>
        <translation>Wenn eine Figur sie betritt</translation>
    </message>
    <message>
        <source>When a path crosses it</source>
        <translation>Wenn ein Weg sie kreuzt</translation>
    </message>
    <message>
        <source>When a turn starts in it</source>
        <translation>Wenn ein Zug in ihr beginnt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>What happens, the GM&apos;s only</source>
        <translation>Was geschieht, nur für die SL</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>Remove Trap</source>
        <translation>Falle entfernen</translation>
    </message>
    <message>
        <source>What happens when it fires</source>
        <translation>Was beim Auslösen geschieht</translation>
    </message>
</context>
<context>
    <name>UvttReader</name>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation>Wert erwartet, aber der Schlüssel fehlt</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>Objekt erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a list of %1, got %2</source>
        <translation>Liste von %1 erwartet, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>expected a point {&quot;x&quot;: …, &quot;y&quot;: …}, got %1</source>
        <translation>Punkt {&quot;x&quot;: …, &quot;y&quot;: …} erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation>eines der Regelwerke %1 erwartet, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected a rule set with a square board; &quot;%1&quot; uses the Combat Grid</source>
        <translation>Regelwerk mit Quadratraster erwartet; „%1“ verwendet das Kampfraster</translation>
    </message>
    <message>
        <source>format: missing; read as format 0.3</source>
        <translation>format: fehlt; als Format 0.3 gelesen</translation>
    </message>
    <message>
        <source>expected a number such as 0.3, got %1</source>
        <translation>Zahl wie 0.3 erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>format: expected 0.2 or 0.3, got %1; read as format 0.3</source>
        <translation>format: 0.2 oder 0.3 erwartet, erhalten: %1; als Format 0.3 gelesen</translation>
    </message>
    <message>
        <source>expected at most %1 grid squares in all, got %2×%3</source>
        <translation>höchstens %1 Rasterfelder insgesamt erwartet, erhalten: %2×%3</translation>
    </message>
    <message>
        <source>expected a positive number of pixels per grid square, got %1</source>
        <translation>positive Anzahl Pixel pro Rasterfeld erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a positive number of grid squares, got %1</source>
        <translation>positive Anzahl Rasterfelder erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 wall segments and portals in all; this file has more</source>
        <translation>höchstens %1 Wandsegmente und Portale insgesamt erwartet; diese Datei enthält mehr</translation>
    </message>
    <message>
        <source>expected a polyline (a list of points), got %1</source>
        <translation>Linienzug (eine Liste von Punkten) erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>%1: %2 wall segment outside the %3×%4 map was left out</source>
        <translation>%1: %2 Wandsegment außerhalb der %3×%4-Karte wurde ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 wall segments outside the %3×%4 map were left out</source>
        <translation>%1: %2 Wandsegmente außerhalb der %3×%4-Karte wurden ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 wall segment of length 0 was left out</source>
        <translation>%1: %2 Wandsegment der Länge 0 wurde ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 wall segments of length 0 were left out</source>
        <translation>%1: %2 Wandsegmente der Länge 0 wurden ausgelassen</translation>
    </message>
    <message>
        <source>expected two points [{x, y}, {x, y}], got %1</source>
        <translation>zwei Punkte [{x, y}, {x, y}] erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>%1: %2 door outside the %3×%4 map was left out</source>
        <translation>%1: %2 Tür außerhalb der %3×%4-Karte wurde ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 doors outside the %3×%4 map were left out</source>
        <translation>%1: %2 Türen außerhalb der %3×%4-Karte wurden ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 light outside the %3×%4 map was left out</source>
        <translation>%1: %2 Licht außerhalb der %3×%4-Karte wurde ausgelassen</translation>
    </message>
    <message>
        <source>%1: %2 lights outside the %3×%4 map were left out</source>
        <translation>%1: %2 Lichter außerhalb der %3×%4-Karte wurden ausgelassen</translation>
    </message>
    <message>
        <source>lights[%1].range: expected 0 to %2 grid squares, got %3; read as %4</source>
        <translation>lights[%1].range: 0 bis %2 Rasterfelder erwartet, erhalten: %3; als %4 gelesen</translation>
    </message>
    <message>
        <source>environment.ambient_light: expected AARRGGBB, got &quot;%1&quot;; read as bright</source>
        <translation>environment.ambient_light: AARRGGBB erwartet, erhalten: „%1“; als hell gelesen</translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got %1</source>
        <translation>Kartenbild als Base64-Text erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got an empty string</source>
        <translation>Kartenbild als Base64-Text erwartet, erhalten: eine leere Zeichenkette</translation>
    </message>
    <message>
        <source>expected base64 text, but it is not valid base64</source>
        <translation>Base64-Text erwartet, aber er ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB, got %2 MB</source>
        <translation>Bild von höchstens %1 MB erwartet, erhalten: %2 MB</translation>
    </message>
    <message>
        <source>expected a PNG, JPEG or WebP picture, but the data is none of these (it starts with %1)</source>
        <translation>PNG-, JPEG- oder WebP-Bild erwartet, aber die Daten sind nichts davon (sie beginnen mit %1)</translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, more than %4 on a side; it is kept, and the app shows it scaled</source>
        <translation>%1: Das Bild hat %2×%3 Pixel, mehr als %4 pro Seite; es wird beibehalten und skaliert angezeigt</translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, but map_size × pixels_per_grid is %4×%5; the grid follows pixels_per_grid (%6 pixels a square)</source>
        <translation>%1: Das Bild hat %2×%3 Pixel, aber map_size × pixels_per_grid ergibt %4×%5; das Raster folgt pixels_per_grid (%6 Pixel pro Feld)</translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation>Bild von höchstens %1 MB nach dem Dekodieren erwartet, erhalten: %2×%3 Pixel</translation>
    </message>
    <message>
        <source>expected a %1 picture that decodes, but it does not (%2)</source>
        <translation>dekodierbares %1-Bild erwartet, aber es lässt sich nicht dekodieren (%2)</translation>
    </message>
    <message>
        <source>gridkeep: expected the encounter a Gridkeep export stores, got %1; the map was imported from the UVTT data alone</source>
        <translation>gridkeep: die von einem Gridkeep-Export gespeicherte Begegnung erwartet, erhalten: %1; die Karte wurde allein aus den UVTT-Daten importiert</translation>
    </message>
    <message>
        <source>gridkeep: holds no encounter Gridkeep can read (gridkeep.%1: %2); the map was imported from the UVTT data alone</source>
        <translation>gridkeep: enthält keine Begegnung, die Gridkeep lesen kann (gridkeep.%1: %2); die Karte wurde allein aus den UVTT-Daten importiert</translation>
    </message>
    <message>
        <source>gridkeep: the stored encounter uses the rule set &quot;%1&quot;; it was kept, and &quot;%2&quot; was not applied</source>
        <translation>gridkeep: Die gespeicherte Begegnung verwendet das Regelwerk „%1“; es wurde beibehalten und „%2“ nicht angewendet</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation>Datei von höchstens %1 MB erwartet, erhalten: %2 MB</translation>
    </message>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation>gültiges JSON erwartet, aber Zeile %1, Spalte %2 enthält einen Fehler: %3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>JSON-Objekt auf oberster Ebene erwartet</translation>
    </message>
</context>
<context>
    <name>UvttWriter</name>
    <message>
        <source>a Universal VTT file holds a square map, and this encounter uses the Combat Grid</source>
        <translation>eine Universal VTT-Datei enthält eine quadratische Karte, und diese Begegnung verwendet das Kampfraster</translation>
    </message>
    <message>
        <source>there is no picture of the map to embed</source>
        <translation>es gibt kein Bild der Karte zum Einbetten</translation>
    </message>
    <message>
        <source>expected at least 1 pixel per grid square, got %1</source>
        <translation>mindestens 1 Pixel pro Rasterfeld erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>the picture of the map could not be encoded as PNG</source>
        <translation>das Bild der Karte konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: Speichern nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielfeld ein&amp;passen</translation>
    </message>
    <message>
        <source>Show &amp;Cover from %1</source>
        <translation>&amp;Deckung von %1 anzeigen</translation>
    </message>
    <message>
        <source>Hide &amp;Cover Layer</source>
        <translation>&amp;Deckungsebene ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;Cover from Selected Token</source>
        <translation>&amp;Deckung von ausgewählter Figur anzeigen</translation>
    </message>
</context>
<context>
    <name>WallTopPopup</name>
    <message>
        <source>Top of this door</source>
        <extracomment>The title of the pop-up that sets how high a door (a wall) reaches.</extracomment>
        <translation>Oberkante dieser Tür</translation>
    </message>
    <message>
        <source>Top of this wall</source>
        <translation>Oberkante dieser Wand</translation>
    </message>
    <message>
        <source>Top in meters, like elevations</source>
        <translation>Oberkante in Metern, wie Geländehöhen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Set</source>
        <extracomment>Apply the chosen top to the wall (a verb).</extracomment>
        <translation>Festlegen</translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gridkeep: an encounter builder and battle map.</source>
        <translation>Gridkeep: ein Begegnungseditor und eine Kampfkarte.</translation>
    </message>
    <message>
        <source>Render the main window into a PNG file and exit.</source>
        <translation>Hauptfenster in eine PNG-Datei rendern und beenden.</translation>
    </message>
    <message>
        <source>Window size, for example 1440x960.</source>
        <translation>Fenstergröße, zum Beispiel 1440x960.</translation>
    </message>
    <message>
        <source>Select this token (its overlays show).</source>
        <translation>Diese Figur auswählen (ihre Einblendungen werden gezeigt).</translation>
    </message>
    <message>
        <source>Show the selected token dragged to cell X,Y (the Combat Grid: POSITION,LEVEL).</source>
        <translation>Die ausgewählte Figur gezogen auf Feld X,Y zeigen (im Kampfraster: POSITION,LEVEL).</translation>
    </message>
    <message>
        <source>Open the player view; with --screenshot, render the player window instead of the main window.</source>
        <translation>Spieleransicht öffnen; mit --screenshot das Spielerfenster statt des Hauptfensters rendern.</translation>
    </message>
    <message>
        <source>Print the unsaved changes an earlier Gridkeep left behind, as JSON, and exit.</source>
        <translation>Die ungespeicherten Änderungen, die ein früheres Gridkeep hinterlassen hat, als JSON ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Open these unsaved changes (an id from --recovery-list).</source>
        <translation>Diese ungespeicherten Änderungen öffnen (eine ID aus --recovery-list).</translation>
    </message>
    <message>
        <source>Time a drag on this encounter in the main window with every overlay on, print the frame times and exit.</source>
        <translation>Ein Ziehen in dieser Begegnung im Hauptfenster mit allen Einblendungen messen, die Frame-Zeiten ausgeben und beenden.</translation>
    </message>
    <message>
        <source>With --bench-drag: the token to drag.</source>
        <translation>Mit --bench-drag: die zu ziehende Figur.</translation>
    </message>
    <message>
        <source>Open this session folder and its first encounter not done yet (instead of FILE).</source>
        <translation>Diesen Sitzungsordner und seine erste noch nicht erledigte Begegnung öffnen (statt FILE).</translation>
    </message>
    <message>
        <source>Show this run in a language (en, de or fr) without changing the one Settings remembers.</source>
        <translation>Diesen Lauf in einer Sprache (en, de oder fr) zeigen, ohne die in den Einstellungen gespeicherte zu ändern.</translation>
    </message>
    <message>
        <source>With --bench-drag: how many cells to drag (200).</source>
        <translation>Mit --bench-drag: um wie viele Felder gezogen wird (200).</translation>
    </message>
    <message>
        <source>The encounter to open (default: a sample).</source>
        <translation>Die zu öffnende Begegnung (Standard: ein Beispiel).</translation>
    </message>
    <message>
        <source>expected at most one FILE, got %1</source>
        <translation>höchstens eine FILE erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>--language: expected one of %1</source>
        <translation>--language: eines von %1 erwartet</translation>
    </message>
    <message>
        <source>--bench-steps: expected a positive number</source>
        <translation>--bench-steps: positive Zahl erwartet</translation>
    </message>
    <message>
        <source>--bench-drag opens its own FILE: it takes no other FILE, --screenshot or --recover</source>
        <translation>--bench-drag öffnet seine eigene FILE: keine andere FILE, kein --screenshot und kein --recover möglich</translation>
    </message>
    <message>
        <source>--recover opens recovered changes: it takes no FILE and no --screenshot</source>
        <translation>--recover öffnet wiederhergestellte Änderungen: keine FILE und kein --screenshot möglich</translation>
    </message>
    <message>
        <source>--session-folder opens its folder&apos;s encounters: it takes no FILE, --recover or --bench-drag</source>
        <translation>--session-folder öffnet die Begegnungen seines Ordners: keine FILE, kein --recover und kein --bench-drag möglich</translation>
    </message>
    <message>
        <source>--drag-to needs --select TOKEN (the token to drag)</source>
        <translation>--drag-to braucht --select TOKEN (die zu ziehende Figur)</translation>
    </message>
    <message>
        <source>--size: expected WxH of at least 200x200, got &quot;%1&quot;</source>
        <translation>--size: BxH von mindestens 200x200 erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>Share the player view with the players&apos; devices on HOST:PORT at once, and print its address.</source>
        <translation>Die Spieleransicht sofort auf HOST:PORT mit den Geräten der Spieler teilen und ihre Adresse ausgeben.</translation>
    </message>
    <message>
        <source>With --share: the join code (default: a random one).</source>
        <translation>Mit --share: der Beitrittscode (Standard: ein zufälliger).</translation>
    </message>
    <message>
        <source>--share: expected HOST:PORT with an IP address, as 127.0.0.1:8787</source>
        <translation>--share: HOST:PORT mit einer IP-Adresse erwartet, etwa 127.0.0.1:8787</translation>
    </message>
    <message>
        <source>--share-code: expected 16 to 128 letters, digits, - or _, with --share</source>
        <translation>--share-code: 16 bis 128 Buchstaben, Ziffern, - oder _ erwartet, mit --share</translation>
    </message>
    <message>
        <source>With --bench-drag: drag again while N devices watch the shared view, then time 20 commits.</source>
        <translation>Mit --bench-drag: erneut ziehen, während N Geräte die geteilte Ansicht verfolgen, dann 20 Änderungen messen.</translation>
    </message>
    <message>
        <source>--bench-share-clients: expected a number from 1 to 16</source>
        <translation>--bench-share-clients: Zahl von 1 bis 16 erwartet</translation>
    </message>
</context>
</TS>
