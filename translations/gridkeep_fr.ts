<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ActionPointModel</name>
    <message>
        <source>Speed %1: %2 before the Action, %3 after, %4 left</source>
        <translation>Vitesse %1 : %2 avant l&apos;action, %3 après, %4 restant</translation>
    </message>
    <message>
        <source>Speed %1: %2 before the Action, %3 left</source>
        <translation>Vitesse %1 : %2 avant l&apos;action, %3 restant</translation>
    </message>
</context>
<context>
    <name>AmountPopup</name>
    <message>
        <source>Heal %1</source>
        <translation>Soigner %1</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>Dégâts à %1</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Enter applies, Esc cancels. Undo with Ctrl+Z.</source>
        <translation>Entrée applique, Échap annule. Annuler avec Ctrl+Z.</translation>
    </message>
    <message>
        <source>Damage or heal</source>
        <translation>Dégâts ou soins</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>AreaAlert</name>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>CHAMP</translation>
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
        <translation>Seed 003 : les sorts CHAMP « déclenchent leur effet quand une créature entre dans une case située dans le rayon ... L&apos;effet est déclenché à nouveau pour chaque case suivante où elle entre »</translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells &quot;trigger their effect when a creature enters the radius&quot;</source>
        <extracomment>A quotation of the rules text (Seed 003).</extracomment>
        <translation>Seed 003 : les sorts ZONE « déclenchent leur effet quand une créature entre dans le rayon »</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2. %3.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %3 quotes the rule.</extracomment>
        <translation>⚠ %1 commence son tour dans %2. %3.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 trigger. %4.</source>
        <extracomment>%2 is the area, e.g. &quot;Burning floor (FIELD)&quot;; %4 quotes the rule.</extracomment>
        <translation>⚠ %1 entre dans %2 : %3 déclenchement. %4.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one a square entered. %4.</source>
        <translation>⚠ %1 entre dans %2 : %3 déclenchements, un par case où il entre. %4.</translation>
    </message>
    <message>
        <source>⚠ %1 enters %2: %3 triggers, one an entry. %4.</source>
        <translation>⚠ %1 entre dans %2 : %3 déclenchements, un par entrée. %4.</translation>
    </message>
</context>
<context>
    <name>AreaEditor</name>
    <message>
        <source>enters %1</source>
        <translation>entre dans %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>An area&apos;s centre must be on the map and its radius 0 or more.</source>
        <translation>Le centre d&apos;une zone doit être sur la carte et son rayon de 0 ou plus.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change %1&apos;s kind</source>
        <translation>Changer le type de %1</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Redimensionner %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>CHAMP</translation>
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
        <translation>%1 (%2), rayon %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 (%2), radius %3: no token inside</source>
        <translation>%1 (%2), rayon %3&#xa0;: aucun pion dedans</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n in</source>
        <extracomment>An area&apos;s chip: its name, its kind (FIELD or ZONE), how many tokens are in it.</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n dedans</numerusform>
            <numerusform>%1 · %2 · %n dedans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AreaPanel</name>
    <message>
        <source>FIELD area</source>
        <translation>Zone CHAMP</translation>
    </message>
    <message>
        <source>ZONE area</source>
        <translation>Zone ZONE</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Terminé : retour aux propriétés du pion</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Triggers for every square entered within the radius</source>
        <translation>Se déclenche pour chaque case où l&apos;on entre dans le rayon</translation>
    </message>
    <message>
        <source>Triggers when a creature enters the radius</source>
        <translation>Se déclenche quand une créature entre dans le rayon</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Rayon</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>Tokens inside</source>
        <translation>Pions à l&apos;intérieur</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Seed 003: FIELD spells “trigger their effect when a creature enters a square within the radius … The effect is triggered again for every subsequent square entered.”</source>
        <translation>Seed 003 : les sorts CHAMP « déclenchent leur effet quand une créature entre dans une case située dans le rayon … L&apos;effet est déclenché à nouveau pour chaque case suivante où elle entre. »</translation>
    </message>
    <message>
        <source>Seed 003: ZONE spells “trigger their effect when a creature enters the radius.”</source>
        <translation>Seed 003 : les sorts ZONE « déclenchent leur effet quand une créature entre dans le rayon. »</translation>
    </message>
    <message>
        <source>Delete Area</source>
        <translation>Supprimer la zone</translation>
    </message>
    <message>
        <source>FIELD</source>
        <extracomment>The FIELD spell keyword (a game term, written in capitals).</extracomment>
        <translation>CHAMP</translation>
    </message>
    <message>
        <source>ZONE</source>
        <extracomment>The ZONE spell keyword (a game term, written in capitals).</extracomment>
        <translation>ZONE</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttackPopup</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>The acting combatant</source>
        <translation>Le combattant actif</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Defense / damage type</source>
        <translation>Défense / type de dégâts</translation>
    </message>
    <message>
        <source>Yield dice</source>
        <translation>Dés pour céder</translation>
    </message>
    <message>
        <source>Melee or thrown (adds brawn)</source>
        <translation>Corps à corps ou lancer (ajoute la force)</translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>A game term: the target defends against the attack.</extracomment>
        <translation>Se défendre</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>A game term: the target yields to the attack.</extracomment>
        <translation>Céder</translation>
    </message>
    <message>
        <source>Level</source>
        <extracomment>The attacker&apos;s character level (a game term).</extracomment>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Damage die</source>
        <translation>Dé de dégâts</translation>
    </message>
    <message>
        <source>Magic bonus a die</source>
        <translation>Bonus magique par dé</translation>
    </message>
    <message>
        <source>STR / DEX / WIS bonus</source>
        <translation>Bonus FOR / DEX / SAG</translation>
    </message>
    <message>
        <source>Power Attack (double dice)</source>
        <translation>Attaque en puissance (dés doublés)</translation>
    </message>
    <message>
        <source>Sneak attack (direct damage)</source>
        <translation>Attaque sournoise (dégâts directs)</translation>
    </message>
    <message>
        <source>%1d%2, exploding</source>
        <translation>%1d%2, explosifs</translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation>Lancer les dégâts</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>never saved</source>
        <translation>jamais enregistrée</translation>
    </message>
    <message>
        <source>from a bundled sample</source>
        <translation>d&apos;après un exemple fourni</translation>
    </message>
    <message>
        <source>Cannot autosave: the recovery folder %1 cannot be used.</source>
        <translation>Enregistrement automatique impossible : le dossier de récupération %1 est inutilisable.</translation>
    </message>
    <message>
        <source>An unnamed encounter</source>
        <translation>Une rencontre sans nom</translation>
    </message>
    <message>
        <source>No recovery file &quot;%1&quot;.</source>
        <translation>Aucun fichier de récupération « %1 ».</translation>
    </message>
    <message>
        <source>Another recovery is in progress.</source>
        <translation>Une autre récupération est en cours.</translation>
    </message>
    <message>
        <source>The window was closed.</source>
        <translation>La fenêtre a été fermée.</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <extracomment>A QDateTime format (d day, MMM month name, yyyy year, HH:mm time): when the unsaved changes were written.</extracomment>
        <translation>d MMM yyyy HH:mm</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Map background</source>
        <translation>Fond de carte</translation>
    </message>
    <message>
        <source>Choose a map image</source>
        <translation>Choisir une image de carte</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Remplacer…</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>Pixels per cell</source>
        <translation>Pixels par case</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>étirer</translation>
    </message>
    <message>
        <source>Fit to board</source>
        <translation>Ajuster au plateau</translation>
    </message>
    <message>
        <source>Offset (cells)</source>
        <translation>Décalage (cases)</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation>Pixels par case</translation>
    </message>
    <message>
        <source>Offset x</source>
        <translation>Décalage x</translation>
    </message>
    <message>
        <source>Offset y</source>
        <translation>Décalage y</translation>
    </message>
</context>
<context>
    <name>BattleSheet</name>
    <message>
        <source>Untitled encounter</source>
        <translation>Rencontre sans titre</translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · players’ copy</source>
        <translation>%1 · plateau %2 × %3 cases · %4 par case sur %5 · exemplaire des joueurs</translation>
    </message>
    <message>
        <source>%1 · board %2 × %3 squares · %4 per square on %5 · GM’s copy</source>
        <translation>%1 · plateau %2 × %3 cases · %4 par case sur %5 · exemplaire du MJ</translation>
    </message>
    <message>
        <source>one inch</source>
        <translation>un pouce</translation>
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
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 1 inch.</source>
        <translation>Imprimez à 100&#xa0;% (taille réelle), et non «&#xa0;ajuster à la page&#xa0;». Ce carré doit mesurer exactement 1 pouce.</translation>
    </message>
    <message>
        <source>Print at 100% (actual size), not “fit to page”. This square should measure exactly 25 mm.</source>
        <translation>Imprimez à 100&#xa0;% (taille réelle), et non «&#xa0;ajuster à la page&#xa0;». Ce carré doit mesurer exactement 25 mm.</translation>
    </message>
    <message>
        <source>Trim or fold along the crop marks; each sheet repeats the last column and row of its neighbours as a shaded strip: lay it over them.</source>
        <translation>Coupez ou pliez le long des traits de coupe&#xa0;; chaque feuille reprend la dernière colonne et la dernière ligne de ses voisines sous forme d&apos;une bande grisée&#xa0;: posez-la sur elles.</translation>
    </message>
    <message>
        <source>Page map</source>
        <translation>Plan des pages</translation>
    </message>
    <message>
        <source>%1 · p. %2</source>
        <translation>%1 · p. %2</translation>
    </message>
    <message>
        <source>%1 · blank</source>
        <translation>%1 · vierge</translation>
    </message>
    <message>
        <source>Sides</source>
        <extracomment>Heading: the sides (teams) of the encounter.</extracomment>
        <translation>Camps</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Column heading: the side (team) a token fights on.</extracomment>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column heading: a token&apos;s size in squares, e.g. &quot;2×2&quot;.</extracomment>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>No tokens.</source>
        <translation>Aucun pion.</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>Page %1 · columns %2–%3, rows %4–%5</source>
        <translation>Page %1 · colonnes %2–%3, lignes %4–%5</translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation>%1 · feuille %2 sur %3</translation>
    </message>
    <message>
        <source>battle sheets need a square board</source>
        <translation>les feuilles de bataille nécessitent un plateau carré</translation>
    </message>
    <message>
        <source>battle sheets need a QGuiApplication (fonts)</source>
        <translation>les feuilles de bataille nécessitent une QGuiApplication (polices)</translation>
    </message>
    <message>
        <source>the board has no squares to print, or the margins leave no room</source>
        <translation>le plateau n&apos;a aucune case à imprimer, ou les marges ne laissent pas de place</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Battle map</source>
        <translation>Carte de bataille</translation>
    </message>
    <message>
        <source>cannot start the PDF %1</source>
        <translation>impossible de démarrer le PDF %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>BoardAreaEdit</name>
    <message>
        <source>Area %1</source>
        <translation>Zone %1</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <source>Raise ground</source>
        <translation>Surélever le sol</translation>
    </message>
    <message>
        <source>Lower ground</source>
        <translation>Abaisser le sol</translation>
    </message>
    <message>
        <source>Erase lighting</source>
        <translation>Effacer l&apos;éclairage</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message>
        <source>Add wall</source>
        <translation>Ajouter un mur</translation>
    </message>
    <message>
        <source>Remove wall</source>
        <translation>Supprimer le mur</translation>
    </message>
    <message>
        <source>Make door</source>
        <extracomment>Undo steps: turn a wall into a door, open it, close it (verbs).</extracomment>
        <translation>Créer une porte</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Ouvrir la porte</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>Fermer la porte</translation>
    </message>
    <message>
        <source>Make plain wall</source>
        <translation>Transformer en mur simple</translation>
    </message>
    <message>
        <source>The board changed while the image was read</source>
        <translation>Le plateau a changé pendant la lecture de l&apos;image</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>Définir l&apos;image de fond</translation>
    </message>
    <message>
        <source>Fit background</source>
        <translation>Ajuster le fond</translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation>Supprimer le fond</translation>
    </message>
    <message>
        <source>%1 is at %2 in %3: move it before removing the water</source>
        <translation>%1 est à %2 dans %3 : déplacez-le avant de retirer l&apos;eau</translation>
    </message>
    <message>
        <source>Mark %1 difficult</source>
        <translation>Rendre %1 difficile</translation>
    </message>
    <message>
        <source>Clear difficult from %1</source>
        <translation>Retirer « difficile » de %1</translation>
    </message>
    <message>
        <source>Mark %1 turbulent</source>
        <translation>Rendre %1 turbulent</translation>
    </message>
    <message>
        <source>Clear turbulent from %1</source>
        <translation>Retirer « turbulent » de %1</translation>
    </message>
    <message>
        <source>Put water in %1</source>
        <translation>Mettre de l&apos;eau dans %1</translation>
    </message>
    <message>
        <source>Remove water from %1</source>
        <translation>Retirer l&apos;eau de %1</translation>
    </message>
    <message>
        <source>Fill %1 with an obstacle</source>
        <translation>Remplir %1 d&apos;un obstacle</translation>
    </message>
    <message>
        <source>Clear the obstacle from %1</source>
        <translation>Retirer l&apos;obstacle de %1</translation>
    </message>
    <message>
        <source>Clear the Saving Throw of %1</source>
        <translation>Supprimer le jet de sauvegarde de %1</translation>
    </message>
    <message>
        <source>Saving Throw on entering %1</source>
        <translation>Jet de sauvegarde en entrant dans %1</translation>
    </message>
    <message>
        <source>%1 is at %2: bring it down before forbidding %2</source>
        <translation>%1 est à %2 : faites-le descendre avant d&apos;interdire %2</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>Autoriser %1</translation>
    </message>
    <message>
        <source>Forbid %1</source>
        <translation>Interdire %1</translation>
    </message>
    <message>
        <source>%1: expected a picture of at most %2 MB, got %3 MB</source>
        <translation>%1&#xa0;: image d&apos;au plus %2 Mo attendue, reçu %3 Mo</translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation>%1&#xa0;: ce n&apos;est pas une image que Gridkeep sait lire</translation>
    </message>
    <message>
        <source>Skyward</source>
        <extracomment>The Combat Grid&apos;s altitude level above the ground (a game term), when the rule set names none.</extracomment>
        <translation>Ciel</translation>
    </message>
    <message>
        <source>Only a square board takes a background image</source>
        <translation>Seul un plateau quadrillé accepte une image de fond</translation>
    </message>
    <message>
        <source>Turn on sight over heights</source>
        <translation>Activer la vue par-dessus les hauteurs</translation>
    </message>
    <message>
        <source>Turn off sight over heights</source>
        <translation>Désactiver la vue par-dessus les hauteurs</translation>
    </message>
    <message>
        <source>Set door top</source>
        <extracomment>An undo step: set how high a wall (a door) reaches (docs/rules.md §13).</extracomment>
        <translation>Définir le haut de la porte</translation>
    </message>
    <message>
        <source>Set wall top</source>
        <translation>Définir le haut du mur</translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>The board holds as many pins as a file may.</source>
        <translation>Le plateau a autant d&apos;épingles qu&apos;un fichier peut en contenir.</translation>
    </message>
    <message>
        <source>Note %1</source>
        <extracomment>The title a new map pin starts with; %1 is its number.</extracomment>
        <translation>Note %1</translation>
    </message>
    <message>
        <source>Place pin %1</source>
        <translation>Placer l&apos;épingle %1</translation>
    </message>
    <message>
        <source>Move pin %1</source>
        <translation>Déplacer l&apos;épingle %1</translation>
    </message>
    <message>
        <source>A pin&apos;s title and text may have at most %1 characters each.</source>
        <translation>Le titre et le texte d&apos;une épingle ont chacun au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Edit pin %1</source>
        <translation>Modifier l&apos;épingle %1</translation>
    </message>
    <message>
        <source>Remove pin %1</source>
        <translation>Retirer l&apos;épingle %1</translation>
    </message>
    <message>
        <source>The board holds as many traps as a file may.</source>
        <translation>Le plateau a autant de pièges qu&apos;un fichier peut en contenir.</translation>
    </message>
    <message>
        <source>Trap %1</source>
        <extracomment>The name a new trap starts with; %1 is its number.</extracomment>
        <translation>Piège %1</translation>
    </message>
    <message>
        <source>Lay trap %1</source>
        <translation>Poser le piège %1</translation>
    </message>
    <message>
        <source>A trap&apos;s name and note may have at most %1 characters each.</source>
        <translation>Le nom et la note d&apos;un piège ont chacun au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Edit trap %1</source>
        <translation>Modifier le piège %1</translation>
    </message>
    <message>
        <source>Remove trap %1</source>
        <translation>Retirer le piège %1</translation>
    </message>
</context>
<context>
    <name>BoardNotices</name>
    <message>
        <source>Players see: Between scenes</source>
        <translation>Les joueurs voient : entre deux scènes</translation>
    </message>
    <message>
        <source>Player view: Between scenes</source>
        <translation>Vue des joueurs : entre deux scènes</translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation>Révéler (F10)</translation>
    </message>
    <message>
        <source>Show this encounter on the player view</source>
        <translation>Afficher cette rencontre dans la vue des joueurs</translation>
    </message>
</context>
<context>
    <name>BoardRenderer</name>
    <message>
        <source>battle sheets need a square board</source>
        <translation>les feuilles de bataille nécessitent un plateau carré</translation>
    </message>
    <message>
        <source>the board is too large for an image at %1 pixels per cell; ask for fewer pixels per cell</source>
        <translation>le plateau est trop grand pour une image à %1 pixels par case ; demandez moins de pixels par case</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG</source>
        <translation>impossible d&apos;écrire %1 en PNG</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Start a new encounter (Ctrl+N) or open one (Ctrl+O).</source>
        <translation>Commencez une nouvelle rencontre (Ctrl+N) ou ouvrez-en une (Ctrl+O).</translation>
    </message>
    <message>
        <source>The overlays are catching up with the dragged token</source>
        <translation>Les surcouches rattrapent le pion glissé</translation>
    </message>
    <message>
        <source>↻ updating</source>
        <translation>↻ mise à jour</translation>
    </message>
    <message>
        <source>Board view</source>
        <translation>Vue du plateau</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>True Scale</source>
        <translation>Échelle réelle</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Hold a ruler to the line and type its length.</source>
        <translation>Placez une règle contre la ligne et saisissez sa longueur.</translation>
    </message>
    <message>
        <source>Measure from the outer edge of one end mark to the outer edge of the other.</source>
        <translation>Mesurez du bord extérieur d&apos;une marque d&apos;extrémité au bord extérieur de l&apos;autre.</translation>
    </message>
    <message>
        <source>Length of the line</source>
        <translation>Longueur de la ligne</translation>
    </message>
    <message>
        <source>e.g. 105</source>
        <translation>ex. 105</translation>
    </message>
    <message>
        <source>The length your ruler shows, as precisely as you can read it</source>
        <translation>La longueur indiquée par votre règle, aussi précisément que possible</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source>One square</source>
        <translation>Une case</translation>
    </message>
    <message>
        <source>The size of a square on the table: usually 1 inch, the base of a miniature, or 25 mm</source>
        <translation>La taille d&apos;une case sur la table&#xa0;: généralement 1 pouce, la base d&apos;une figurine, ou 25 mm</translation>
    </message>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 n&apos;est pas connecté.</translation>
    </message>
    <message>
        <source>Calibrated: a square is %1 pixels.</source>
        <translation>Calibré&#xa0;: une case fait %1 pixels.</translation>
    </message>
    <message>
        <source>Not calibrated yet: by the size the screen reports, a square is %1 pixels.</source>
        <translation>Pas encore calibré&#xa0;: d&apos;après la taille indiquée par l&apos;écran, une case fait %1 pixels.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>Go back to the size the screen reports</source>
        <translation>Revenir à la taille indiquée par l&apos;écran</translation>
    </message>
    <message>
        <source>Unit of the length</source>
        <translation>Unité de la longueur</translation>
    </message>
    <message>
        <source>Unit of the square</source>
        <translation>Unité de la case</translation>
    </message>
</context>
<context>
    <name>ClassicProcedure</name>
    <message>
        <source>Initiative %1: the party goes first</source>
        <extracomment>%1 is the initiative roll, e.g. &quot;1d6: 4 = 4&quot;.</extracomment>
        <translation>Initiative %1 : le groupe commence</translation>
    </message>
    <message>
        <source>Initiative %1: the enemies go first</source>
        <translation>Initiative %1 : les ennemis commencent</translation>
    </message>
</context>
<context>
    <name>CombatActions</name>
    <message>
        <source>&amp;Start Combat</source>
        <translation>&amp;Commencer le combat</translation>
    </message>
    <message>
        <source>&amp;End Combat</source>
        <translation>&amp;Terminer le combat</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>Tour &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Tour &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Dégâts…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>S&amp;oigner…</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Jet</translation>
    </message>
    <message>
        <source>&amp;Secret Roll (GM only)</source>
        <translation>Jet &amp;secret (MJ uniquement)</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Secret : %1</translation>
    </message>
    <message>
        <source>De&amp;lay Turn</source>
        <translation>&amp;Retarder le tour</translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected</source>
        <translation>Donner le tour à la sé&amp;lection</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>&amp;Attaquer…</translation>
    </message>
    <message>
        <source>Add a &amp;Condition…</source>
        <translation>Ajo&amp;uter un état…</translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative</source>
        <translation>Réaction&#xa0;: prendre l&apos;&amp;initiative</translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players</source>
        <translation>Ré&amp;véler aux joueurs</translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order</source>
        <translation>&amp;Monter dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order</source>
        <translation>Desce&amp;ndre dans l&apos;ordre</translation>
    </message>
</context>
<context>
    <name>CombatController</name>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation>Round de surprise</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>%1. End the fight with Shift+F5.</source>
        <translation>%1. Terminez le combat avec Shift+F5.</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>le round se termine</translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation>%1 prend l&apos;initiative</translation>
    </message>
    <message>
        <source>%1 acts, then passes the Initiative (next: %2), or a Reaction seizes it</source>
        <translation>%1 agit, puis passe l&apos;initiative (suivant&#xa0;: %2), sauf si une réaction la prend</translation>
    </message>
    <message>
        <source>Pick who acts first</source>
        <translation>Choisissez qui agit en premier</translation>
    </message>
    <message>
        <source>Next: %1, most affected by the last turn</source>
        <translation>Suivant&#xa0;: %1, le plus touché par le dernier tour</translation>
    </message>
    <message>
        <source>Next in initiative: %1</source>
        <translation>Suivant dans l&apos;initiative&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 by surprise. Next: %2</source>
        <translation>%1 par surprise. Suivant&#xa0;: %2</translation>
    </message>
    <message>
        <source>The party strikes</source>
        <translation>Le groupe frappe</translation>
    </message>
    <message>
        <source>The opponents strike</source>
        <translation>Les adversaires frappent</translation>
    </message>
    <message>
        <source>%1 first this round. Next: %2</source>
        <translation>%1 en premier ce round. Suivant&#xa0;: %2</translation>
    </message>
    <message>
        <source>The party acts</source>
        <translation>Le groupe agit</translation>
    </message>
    <message>
        <source>The enemies act</source>
        <translation>Les ennemis agissent</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>A fight needs combatants on two opposing sides.</source>
        <translation>Un combat exige des combattants dans deux camps opposés.</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Delay turn</source>
        <translation>Retarder le tour</translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>An undo step: a hidden combatant is shown to the players.</extracomment>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>Dégâts %1</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Soigner %1</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2 set to %3</source>
        <translation>%1&#xa0;: %2 désormais à %3</translation>
    </message>
    <message>
        <source>Secret roll</source>
        <translation>Jet secret</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>%1: damage %2</source>
        <translation>%1&#xa0;: dégâts %2</translation>
    </message>
    <message>
        <source>%1: heal %2</source>
        <translation>%1&#xa0;: soins %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An undo step: %1 is what caused it (a template), %2 a condition.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Marquer %1</translation>
    </message>
    <message>
        <source>Reorder initiative</source>
        <translation>Réordonner l&apos;initiative</translation>
    </message>
    <message>
        <source>Reaction</source>
        <extracomment>An undo step: a combatant reacts (a game term: an action out of turn).</extracomment>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Only an enemy of the acting combatant with Composure left can react.</source>
        <translation>Seul un ennemi du combattant actif à qui il reste du sang-froid peut réagir.</translation>
    </message>
    <message>
        <source>Die modifier</source>
        <translation>Modificateur de dé</translation>
    </message>
    <message>
        <source>Saving Throw</source>
        <translation>Jet de sauvegarde</translation>
    </message>
    <message>
        <source>%1 cannot pass and stays where it was</source>
        <translation>%1 ne peut pas passer et reste sur place</translation>
    </message>
    <message>
        <source>Defend</source>
        <extracomment>An undo step: the target defends against an attack (a game term).</extracomment>
        <translation>Se défendre</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>An undo step: the target yields to the attack and takes the damage (a game term).</extracomment>
        <translation>Céder</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>Attaque sournoise</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>%1 actions unavailable</source>
        <extracomment>%1 is the pool the actions come from, e.g. &quot;Stamina&quot;.</extracomment>
        <translation>Actions %1 indisponibles</translation>
    </message>
    <message>
        <source>Cannot react</source>
        <translation>Ne peut pas réagir</translation>
    </message>
    <message>
        <source>Movement %1</source>
        <translation>Déplacement %1</translation>
    </message>
    <message numerus="yes">
        <source>Damage %1 to %n tokens</source>
        <translation>
            <numerusform>Dégâts %1 à %n pion</numerusform>
            <numerusform>Dégâts %1 à %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Heal %1 to %n tokens</source>
        <translation>
            <numerusform>Soigner %n pion de %1</numerusform>
            <numerusform>Soigner %n pions de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %1 to %n tokens</source>
        <translation>
            <numerusform>Ajouter %1 à %n pion</numerusform>
            <numerusform>Ajouter %1 à %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the start of %1&apos;s turn</source>
        <translation>
            <numerusform>%n round, jusqu&apos;au début du tour de %1</numerusform>
            <numerusform>%n rounds, jusqu&apos;au début du tour de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), to the end of %1&apos;s turn</source>
        <translation>
            <numerusform>%n round, jusqu&apos;à la fin du tour de %1</numerusform>
            <numerusform>%n rounds, jusqu&apos;à la fin du tour de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>reaction</source>
        <extracomment>The per-turn checkbox of a combatant&apos;s one reaction (rule set &quot;meters&quot;).</extracomment>
        <translation>réaction</translation>
    </message>
    <message>
        <source> (%1%2 each)</source>
        <extracomment>After the dice faces: a modifier added to each die, e.g. &quot; (+1 each)&quot;.</extracomment>
        <translation> (%1%2 chacun)</translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2.</source>
        <translation>⚠ %1 déclenche %2.</translation>
    </message>
    <message>
        <source>⚠ %1 sets off %2: %3</source>
        <translation>⚠ %1 déclenche %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Piège</translation>
    </message>
    <message>
        <source>%1 sets off %2 at %3,%4</source>
        <extracomment>%1 is the token, %2 the trap&apos;s name, %3 and %4 the cell where it fired.</extracomment>
        <translation>%1 déclenche %2 en %3,%4</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>No fight yet</source>
        <translation>Pas encore de combat</translation>
    </message>
    <message>
        <source>This rule set has no combat procedure</source>
        <translation>Ce jeu de règles n&apos;a pas de procédure de combat</translation>
    </message>
    <message>
        <source>Every token on the board joins. Hidden tokens join hidden and are revealed on their first turn.</source>
        <translation>Tous les pions du plateau participent. Les pions cachés entrent cachés et sont révélés à leur premier tour.</translation>
    </message>
    <message>
        <source>The players&apos; side</source>
        <translation>Le camp des joueurs</translation>
    </message>
    <message>
        <source>Surprise round</source>
        <extracomment>Combat: a round before the first, in which only the surprising side acts.</extracomment>
        <translation>Round de surprise</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Roll a d6 (1: opponents, 6: party)</source>
        <translation>Lancer un d6 (1&#xa0;: adversaires, 6&#xa0;: groupe)</translation>
    </message>
    <message>
        <source>The party surprises</source>
        <translation>Le groupe surprend</translation>
    </message>
    <message>
        <source>The opponents surprise</source>
        <translation>Les adversaires surprennent</translation>
    </message>
    <message>
        <source>Start combat  (F5)</source>
        <translation>Commencer le combat  (F5)</translation>
    </message>
    <message>
        <source>End fight</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <source>End combat (Shift+F5); Ctrl+Z brings it back</source>
        <translation>Terminer le combat (Shift+F5)&#xa0;; Ctrl+Z le rétablit</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Previous turn (Shift+N)</source>
        <translation>Tour précédent (Shift+N)</translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation>Tour suivant ▶</translation>
    </message>
    <message>
        <source>End this turn and start the suggested one (N). Double-click a combatant to give it the turn instead.</source>
        <translation>Terminer ce tour et commencer celui proposé (N). Double-cliquez sur un combattant pour lui donner le tour à la place.</translation>
    </message>
    <message>
        <source>Delay</source>
        <extracomment>Combat: the acting combatant delays its turn (a game term).</extracomment>
        <translation>Retarder</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>R%1  %2</source>
        <extracomment>A combat log line: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation>R%1  %2</translation>
    </message>
    <message>
        <source>Damage…	D</source>
        <translation>Dégâts…	D</translation>
    </message>
    <message>
        <source>Heal…	H</source>
        <translation>Soigner…	H</translation>
    </message>
    <message>
        <source>Roll	R</source>
        <translation>Lancer	R</translation>
    </message>
    <message>
        <source>Secret roll (GM only)	Shift+R</source>
        <translation>Jet secret (MJ uniquement)	Shift+R</translation>
    </message>
    <message>
        <source>Delay this turn (P): the combatant waits and is suggested last</source>
        <translation>Retarder ce tour (P)&#xa0;: le combattant attend et est proposé en dernier</translation>
    </message>
    <message>
        <source>[GM only] R%1  %2</source>
        <extracomment>A combat log line the players never see: R%1 is the round (&quot;R&quot; for round), %2 the line.</extracomment>
        <translation>[MJ uniquement] R%1  %2</translation>
    </message>
    <message>
        <source>Give the turn	J</source>
        <translation>Donner le tour	J</translation>
    </message>
    <message>
        <source>Attack: defend or yield…	F</source>
        <translation>Attaque&#xa0;: se défendre ou céder…	F</translation>
    </message>
    <message>
        <source>Attack…	F</source>
        <translation>Attaquer…	F</translation>
    </message>
    <message>
        <source>Add a condition…	S</source>
        <translation>Ajouter un état…	S</translation>
    </message>
    <message>
        <source>Reaction: seize the Initiative	Q</source>
        <translation>Réaction&#xa0;: prendre l&apos;initiative	Q</translation>
    </message>
    <message>
        <source>Reveal to the players	U</source>
        <translation>Révéler aux joueurs	U</translation>
    </message>
    <message>
        <source>Move up in the order	Shift+PgUp</source>
        <translation>Monter dans l&apos;ordre	Shift+PgUp</translation>
    </message>
    <message>
        <source>Move down in the order	Shift+PgDown</source>
        <translation>Descendre dans l&apos;ordre	Shift+PgDown</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combattants</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Journal de combat</translation>
    </message>
</context>
<context>
    <name>CombatProcedure</name>
    <message>
        <source>%1 is defeated</source>
        <translation>%1 est vaincu</translation>
    </message>
</context>
<context>
    <name>CombatRunner</name>
    <message numerus="yes">
        <source>Combat begins: %n combatant(s)</source>
        <translation>
            <numerusform>Le combat commence : %n combattant</numerusform>
            <numerusform>Le combat commence : %n combattants</numerusform>
        </translation>
    </message>
    <message>
        <source>Surprise roll %1: the party surprises</source>
        <extracomment>%1 is the roll, e.g. &quot;1d6: 2 = 2&quot;.</extracomment>
        <translation>Jet de surprise %1 : le groupe surprend</translation>
    </message>
    <message>
        <source>Surprise roll %1: the opponents surprise</source>
        <translation>Jet de surprise %1 : les adversaires surprennent</translation>
    </message>
    <message>
        <source>Surprise roll %1: no surprise</source>
        <translation>Jet de surprise %1 : pas de surprise</translation>
    </message>
    <message>
        <source>Surprise round: only the party acts</source>
        <translation>Round de surprise : seul le groupe agit</translation>
    </message>
    <message>
        <source>Surprise round: only the opponents act</source>
        <translation>Round de surprise : seuls les adversaires agissent</translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn</source>
        <translation>Retour au tour de %1</translation>
    </message>
    <message>
        <source>%1 delays their turn</source>
        <translation>%1 retarde son tour</translation>
    </message>
    <message>
        <source>%1 is revealed</source>
        <translation>%1 est révélé</translation>
    </message>
    <message>
        <source>%1 resumes their delayed turn</source>
        <translation>%1 reprend son tour retardé</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <source>Only one side can still fight</source>
        <translation>Un seul camp peut encore combattre</translation>
    </message>
    <message>
        <source>Round %1 ends. %2: the fight is over</source>
        <extracomment>%2 is why the fight is over, e.g. &quot;Only one side can still fight&quot;.</extracomment>
        <translation>Fin du round %1. %2 : le combat est terminé</translation>
    </message>
    <message>
        <source>The surprise round ends. Round %1</source>
        <extracomment>A combat round begins (a log line).</extracomment>
        <translation>Le round de surprise se termine. Round %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <extracomment>%2 is a condition, e.g. &quot;prone&quot;.</extracomment>
        <translation>%1 n&apos;est plus %2</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <extracomment>%2 is an amount, %3 the pool it comes off, e.g. &quot;Ana takes 3 HP damage&quot;.</extracomment>
        <translation>%1 subit %2 dégâts (%3)</translation>
    </message>
    <message>
        <source>%1 suffers %2 stress</source>
        <translation>%1 subit %2 de stress</translation>
    </message>
    <message>
        <source>%1 takes %2 as injuries</source>
        <translation>%1 subit %2 en blessures</translation>
    </message>
    <message>
        <source>%1 cannot gain %2 while %3</source>
        <extracomment>%2 is a pool, %3 a condition, e.g. &quot;Ana cannot gain poise while reeling&quot;.</extracomment>
        <translation>%1 ne peut pas gagner %2 tant qu&apos;il est %3</translation>
    </message>
    <message>
        <source>%1 regains %2 %3</source>
        <extracomment>%2 is an amount, %3 a pool, e.g. &quot;Ana regains 4 HP&quot;.</extracomment>
        <translation>%1 récupère %2 %3</translation>
    </message>
    <message>
        <source>GM rolls %1</source>
        <extracomment>%1 is the roll, e.g. &quot;2d6: 3 5 = 8&quot;; the GM rolls it rather than a combatant.</extracomment>
        <translation>Le MJ lance %1</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 lance %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of %3&apos;s turn</source>
        <extracomment>%2 is a condition, %3 whose turn counts the rounds.</extracomment>
        <translation>
            <numerusform>%1 est %2 pendant %n round, jusqu&apos;à la fin du tour de %3</numerusform>
            <numerusform>%1 est %2 pendant %n rounds, jusqu&apos;à la fin du tour de %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the start of %3&apos;s turn</source>
        <translation>
            <numerusform>%1 est %2 pendant %n round, jusqu&apos;au début du tour de %3</numerusform>
            <numerusform>%1 est %2 pendant %n rounds, jusqu&apos;au début du tour de %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <extracomment>%2 is a condition, e.g. &quot;Ana is prone&quot;.</extracomment>
        <translation>%1 est %2</translation>
    </message>
    <message>
        <source>%1 is at 0 %2 and cannot react</source>
        <extracomment>%2 is a pool&apos;s short name, e.g. &quot;0 EN&quot;.</extracomment>
        <translation>%1 est à 0 %2 et ne peut pas réagir</translation>
    </message>
    <message>
        <source>%1 reacts against %2 and will seize the Initiative</source>
        <translation>%1 réagit contre %2 et va prendre l&apos;initiative</translation>
    </message>
    <message>
        <source>%1: modifier %2 a die, Combat Roll total %3</source>
        <translation>%1 : modificateur %2 par dé, total du jet de combat %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw fails: 0 %3</source>
        <extracomment>%2 is an energy, %3 a pool&apos;s short name.</extracomment>
        <translation>Jet de sauvegarde de %2 de %1 échoué : 0 %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: passes</source>
        <extracomment>%2 is an energy, %3 the roll, %4 the energy&apos;s value, %5 the total, %6 the target.</extracomment>
        <translation>Jet de sauvegarde de %2 de %1 : %3 + %4 = %5 contre %6 : réussi</translation>
    </message>
    <message>
        <source>%1&apos;s %2 Saving Throw: %3 + %4 = %5 against %6: fails</source>
        <translation>Jet de sauvegarde de %2 de %1 : %3 + %4 = %5 contre %6 : échoué</translation>
    </message>
    <message>
        <source>%1 has %2 %3, less than the threat %4: it must yield</source>
        <extracomment>%2 is an amount, %3 a pool.</extracomment>
        <translation>%1 a %2 %3, moins que la menace %4 : il doit céder</translation>
    </message>
    <message>
        <source>%1 defends with %2: threat %3 − armor %4 = %5</source>
        <extracomment>%2 is the pool defended with.</extracomment>
        <translation>%1 se défend avec %2 : menace %3 − armure %4 = %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effect(s)</source>
        <extracomment>%3 is the roll, %4 the bonus, %5 the armor, %6 the damage.</extracomment>
        <translation>
            <numerusform>%1 cède face à %2 : %3 + %4 − armure %5 = %6 ; %n effet rusé</numerusform>
            <numerusform>%1 cède face à %2 : %3 + %4 − armure %5 = %6 ; %n effets rusés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1d%2: %3</source>
        <extracomment>Dice rolled, e.g. &quot;2d6: 3 5&quot;; &quot;d&quot; is the dice notation&apos;s and stays as it is.</extracomment>
        <translation>%1d%2 : %3</translation>
    </message>
    <message>
        <source>%1d%2: %3 exploding %4</source>
        <extracomment>Dice rolled with extra dice for each highest face, e.g. &quot;2d6: 6 2 exploding 4&quot;.</extracomment>
        <translation>%1d%2 : %3 explosif %4</translation>
    </message>
    <message>
        <source>%1 sneak-attacks %2: %3 = %4 + %5 = %6 direct damage</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the bonus, %6 the damage.</extracomment>
        <translation>%1 attaque %2 en traître : %3 = %4 + %5 = %6 dégâts directs</translation>
    </message>
    <message>
        <source>%1 hits %2 with a Power Attack: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <extracomment>%3 is the dice rolled, %4 their sum, %5 the magic bonus, %6 the bonus, %7 the defense points (DP), %8 the damage.</extracomment>
        <translation>%1 touche %2 avec une attaque puissante : %3 = %4 + magie %5 + %6 − %7 PD = %8</translation>
    </message>
    <message>
        <source>%1 hits %2: %3 = %4 + magic %5 + %6 − %7 DP = %8</source>
        <translation>%1 touche %2 : %3 = %4 + magie %5 + %6 − %7 PD = %8</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2.</source>
        <translation>⚠ %1 commence son tour dans %2.</translation>
    </message>
    <message>
        <source>⚠ %1 starts their turn in %2: %3</source>
        <translation>⚠ %1 commence son tour dans %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>CombatStateJson</name>
    <message>
        <source>expected a token id</source>
        <translation>identifiant de pion attendu</translation>
    </message>
    <message>
        <source>expected the id of a token, got &quot;%1&quot;</source>
        <translation>identifiant d&apos;un pion attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a list of token ids</source>
        <translation>liste d&apos;identifiants de pions attendue</translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation>identifiant d&apos;un camp attendu</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>expected [value, max]</source>
        <translation>[valeur, max] attendu</translation>
    </message>
    <message>
        <source>expected a condition</source>
        <translation>état attendu</translation>
    </message>
    <message>
        <source>expected 0 or more</source>
        <translation>0 ou plus attendu</translation>
    </message>
    <message>
        <source>expected a list of combatants</source>
        <translation>liste de combattants attendue</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a combatant</source>
        <translation>« %1 » est déjà un combattant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the combatants</source>
        <translation>« %1 » ne fait pas partie des combattants</translation>
    </message>
</context>
<context>
    <name>CombatantCard</name>
    <message>
        <source>next</source>
        <translation>suivant</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>Hidden from the players; revealed on its first turn</source>
        <translation>Caché aux joueurs&#xa0;; révélé à son premier tour</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retardé</translation>
    </message>
    <message>
        <source>defeated</source>
        <translation>vaincu</translation>
    </message>
    <message>
        <source>Has acted this round</source>
        <translation>A agi ce round</translation>
    </message>
    <message>
        <source>Roll %1 = %2</source>
        <translation>Jet %1 = %2</translation>
    </message>
    <message>
        <source>Initiative %1</source>
        <translation>Initiative %1</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>tours %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>One reaction during every other combatant&apos;s turn</source>
        <translation>Une réaction pendant le tour de chaque autre combattant</translation>
    </message>
    <message>
        <source>Spent this turn; clears when the turn starts</source>
        <translation>Dépensée ce tour&#xa0;; se réinitialise au début du tour</translation>
    </message>
    <message>
        <source>Middle click removes it; S adds a condition</source>
        <translation>Clic du milieu pour le retirer&#xa0;; S ajoute un état</translation>
    </message>
    <message>
        <source>Key: %1 (for the selected combatant)</source>
        <translation>Touche&#xa0;: %1 (pour le combattant sélectionné)</translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation>%1, en action</translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation>%1, vaincu</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 sur %2 %3</translation>
    </message>
</context>
<context>
    <name>ConditionPopup</name>
    <message>
        <source>Condition on %1</source>
        <translation>État sur %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu&apos;au retrait</translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation>Prend fin&#xa0;:</translation>
    </message>
    <message>
        <source>end of the turn of</source>
        <translation>à la fin du tour de</translation>
    </message>
    <message>
        <source>start of the turn of</source>
        <translation>au début du tour de</translation>
    </message>
    <message>
        <source>%1 (the source)</source>
        <translation>%1 (la source)</translation>
    </message>
    <message>
        <source>the source</source>
        <translation>la source</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation>Ajouter un état</translation>
    </message>
    <message>
        <source>Whose turn counts</source>
        <translation>Quel tour compte</translation>
    </message>
</context>
<context>
    <name>CoverLegend</name>
    <message>
        <source>Cover of each square as %1 sees it: open field, no cover, half, full or total cover, with the sneaker&apos;s Advantage (lighting included) in the corner. Point at a square to see its five lines. Ctrl+Shift+C turns it off.</source>
        <translation>Couvert de chaque case tel que %1 le voit : terrain découvert, sans couvert, couvert partiel, complet ou total, avec l&apos;avantage de discrétion (éclairage compris) dans le coin. Pointez une case pour voir ses cinq lignes. Ctrl+Shift+C le désactive.</translation>
    </message>
    <message>
        <source>Cover from %1</source>
        <translation>Couvert depuis %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <source>Hide the cover layer (Ctrl+Shift+C)</source>
        <translation>Masquer le calque de couvert (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation>Fermer la légende</translation>
    </message>
</context>
<context>
    <name>CoverLevel</name>
    <message>
        <source>Open field</source>
        <translation>Terrain découvert</translation>
    </message>
</context>
<context>
    <name>CreatureFolder</name>
    <message>
        <source>%1: expected a file name of lowercase letters, digits, &quot;-&quot; and &quot;_&quot; before .creature (skipped)</source>
        <translation>%1&#xa0;: attendu un nom de fichier en lettres minuscules, chiffres, &quot;-&quot; et &quot;_&quot; avant .creature (ignoré)</translation>
    </message>
    <message>
        <source>%1: expected a file in the folder, but it links to one outside it (skipped)</source>
        <translation>%1&#xa0;: attendu un fichier du dossier, mais il renvoie vers un fichier extérieur (ignoré)</translation>
    </message>
</context>
<context>
    <name>CreatureReader</name>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>entrées</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>nom non vide attendu</translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation>nombre supérieur ou égal à 0 attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation>image intégrée attendue (une URL data:image/…)</translation>
    </message>
    <message>
        <source>expected a portrait of at most %1 MB, got %2 bytes</source>
        <translation>portrait d&apos;au plus %1 Mo attendu, reçu %2 octets</translation>
    </message>
    <message>
        <source>expected a size from 1 to %1, got %2</source>
        <translation>taille de 1 à %1 attendue, reçu %2</translation>
    </message>
    <message>
        <source>expected a speed of 0 or more, got %1</source>
        <translation>vitesse supérieure ou égale à 0 attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation>allonge d&apos;au plus %1 cases attendue, reçu %2</translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation>portée de vision dans le noir de 0 à %1 cases attendue, reçu %2</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>états</translation>
    </message>
    <message>
        <source>a condition id</source>
        <translation>un identifiant d&apos;état</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; once, but it is also in pools</source>
        <translation>« %1 » attendu une seule fois, mais il figure aussi dans les réserves</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-creature&quot;, got %1</source>
        <translation>« gridkeep-creature » attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a name, got %1</source>
        <translation>nom attendu, reçu %1</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>étiquettes</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>une étiquette</translation>
    </message>
    <message>
        <source>rule sets</source>
        <translation>jeux de règles</translation>
    </message>
    <message>
        <source>expected a rule set id (lowercase letters, digits, &quot;-&quot; and &quot;_&quot;), got &quot;%1&quot;</source>
        <translation>identifiant de jeu de règles attendu (minuscules, chiffres, « - » et « _ »), reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a creature file of at most %1 MB, got %2 bytes</source>
        <translation>fichier de créature d&apos;au plus %1 Mo attendu, reçu %2 octets</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier : %1</translation>
    </message>
</context>
<context>
    <name>CreatureTokens</name>
    <message>
        <source>speed %1</source>
        <translation>vitesse %1</translation>
    </message>
    <message>
        <source>no zone</source>
        <extracomment>A creature&apos;s stat line: it has no zone of control (game term).</extracomment>
        <translation>pas de zone</translation>
    </message>
    <message>
        <source>reach %1</source>
        <translation>allonge %1</translation>
    </message>
    <message>
        <source>no ZoC</source>
        <extracomment>A creature&apos;s stat line: no zone of control (ZoC, a game term).</extracomment>
        <translation>pas de ZdC</translation>
    </message>
    <message>
        <source>agility %1</source>
        <translation>agilité %1</translation>
    </message>
    <message>
        <source>darkvision %1</source>
        <translation>vision dans le noir %1</translation>
    </message>
</context>
<context>
    <name>DataUrl</name>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation>attendu une image d&apos;au plus %1 Mo une fois décodée, reçu %2×%3 pixels</translation>
    </message>
</context>
<context>
    <name>DiceExpression</name>
    <message>
        <source>empty dice expression</source>
        <translation>expression de dés vide</translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation>plus de 200 caractères</translation>
    </message>
    <message>
        <source>unexpected space before &quot;%1&quot;</source>
        <translation>espace inattendu avant « %1 »</translation>
    </message>
    <message>
        <source>expected a term like 2d6, d20, 4d6kh3, 3d6! or 5 at &quot;%1&quot;</source>
        <translation>attendu un terme comme 2d6, d20, 4d6kh3, 3d6! ou 5 à « %1 »</translation>
    </message>
    <message>
        <source>a number above %1</source>
        <translation>un nombre supérieur à %1</translation>
    </message>
    <message>
        <source>the number of dice must be 1 to %1</source>
        <translation>le nombre de dés doit être de 1 à %1</translation>
    </message>
    <message>
        <source>a die must have 1 to %1 sides</source>
        <translation>un dé doit avoir de 1 à %1 faces</translation>
    </message>
    <message>
        <source>a one-sided die cannot explode</source>
        <translation>un dé à une face ne peut pas exploser</translation>
    </message>
    <message>
        <source>keep 1 to %1 of %2 dice</source>
        <translation>garder de 1 à %1 des %2 dés</translation>
    </message>
    <message>
        <source>more than %1 terms</source>
        <translation>plus de %1 termes</translation>
    </message>
    <message>
        <source>adv and dis apply to a single die, as in 1d20 adv</source>
        <translation>adv et dis s&apos;appliquent à un seul dé, comme dans 1d20 adv</translation>
    </message>
</context>
<context>
    <name>DiceRoller</name>
    <message>
        <source> (dropped %1)</source>
        <translation> (%1 écarté)</translation>
    </message>
</context>
<context>
    <name>DocumentFlow</name>
    <message>
        <source>Finishing the save before closing…</source>
        <translation>Fin de l&apos;enregistrement avant la fermeture…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…</source>
        <translation>Ouvrir un &amp;dossier de session…</translation>
    </message>
    <message>
        <source>&amp;Close Session</source>
        <translation>&amp;Fermer la session</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Open a session folder</source>
        <translation>Ouvrir un dossier de session</translation>
    </message>
    <message>
        <source>Open an encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <source>Encounters (*.encounter)</source>
        <translation>Rencontres (*.encounter)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the encounter as</source>
        <translation>Enregistrer la rencontre sous</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first? Otherwise they are lost.</source>
        <translation>Enregistrer d&apos;abord les modifications de « %1 » ? Sinon, elles seront perdues.</translation>
    </message>
</context>
<context>
    <name>DrawingEditor</name>
    <message>
        <source>Vermilion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Pourpre</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Épais</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>stroke</source>
        <translation>trait</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>flèche</translation>
    </message>
    <message>
        <source>rectangle</source>
        <translation>rectangle</translation>
    </message>
    <message>
        <source>ellipse</source>
        <translation>ellipse</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>Dessiner : %1</translation>
    </message>
    <message>
        <source>A text on the board may have at most %1 characters.</source>
        <translation>Un texte sur le plateau a au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>Effacer : %1</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>Montrer %1 aux joueurs</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>Cacher %1 aux joueurs</translation>
    </message>
    <message>
        <source>Clear the GM&apos;s drawings</source>
        <translation>Effacer les dessins du MJ</translation>
    </message>
    <message>
        <source>Clear all drawings</source>
        <translation>Effacer tous les dessins</translation>
    </message>
    <message>
        <source>The board holds as many drawings as a file may: erase some first.</source>
        <translation>Le plateau a autant de dessins qu&apos;un fichier peut en contenir : effacez-en d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>DrawingPalette</name>
    <message>
        <source>Draw</source>
        <translation>Dessin</translation>
    </message>
    <message>
        <source>Pen: draw freehand</source>
        <translation>Stylo : dessin à main levée</translation>
    </message>
    <message>
        <source>Line: drag from end to end</source>
        <translation>Ligne : glisser d&apos;un bout à l&apos;autre</translation>
    </message>
    <message>
        <source>Arrow: drag from its tail to its point</source>
        <translation>Flèche : glisser de la queue à la pointe</translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation>Rectangle&#xa0;: glisser d&apos;un coin à l&apos;autre</translation>
    </message>
    <message>
        <source>Ellipse: drag across its box</source>
        <translation>Ellipse : glisser en travers de son cadre</translation>
    </message>
    <message>
        <source>Text: click where it starts, type, Enter</source>
        <translation>Texte : cliquer où il commence, taper, Entrée</translation>
    </message>
    <message>
        <source>Eraser: click or drag over a drawing (Shift+K)</source>
        <translation>Gomme : cliquer sur un dessin ou glisser dessus (Maj+K)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Largeur de la ligne</translation>
    </message>
    <message>
        <source>Players see them</source>
        <translation>Visibles des joueurs</translation>
    </message>
    <message>
        <source>Off: what you draw is your own note. On: the player view shows it too. A right click on a drawing changes it later.</source>
        <translation>Désactivé : ce que vous dessinez reste votre note. Activé : la vue des joueurs le montre aussi. Un clic droit sur un dessin le change ensuite.</translation>
    </message>
    <message numerus="yes">
        <source>%n drawing(s), %1 shown to the players</source>
        <translation>
            <numerusform>%n dessin, %1 visible(s) par les joueurs</numerusform>
            <numerusform>%n dessins, %1 visibles par les joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Mine</source>
        <translation>Effacer les miens</translation>
    </message>
    <message>
        <source>Erase the drawings the players do not see</source>
        <translation>Effacer les dessins que les joueurs ne voient pas</translation>
    </message>
    <message>
        <source>Clear All</source>
        <translation>Tout effacer</translation>
    </message>
    <message>
        <source>Erase every drawing (Ctrl+Shift+K); Ctrl+Z brings them back</source>
        <translation>Effacer tous les dessins (Ctrl+Maj+K) ; Ctrl+Z les rétablit</translation>
    </message>
    <message>
        <source>Each stroke is one undo step. Ctrl+click anywhere on the board pings that spot for everyone.</source>
        <translation>Chaque trait est une étape d&apos;annulation. Ctrl+clic sur le plateau signale l&apos;endroit à tous.</translation>
    </message>
</context>
<context>
    <name>DrawingToolLayer</name>
    <message>
        <source>Text to write on the board</source>
        <translation>Texte à écrire sur le plateau</translation>
    </message>
    <message>
        <source>Text, then Enter</source>
        <translation>Texte, puis Entrée</translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation>Cacher aux joueurs</translation>
    </message>
    <message>
        <source>Show to the Players</source>
        <translation>Montrer aux joueurs</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Tout s&amp;électionner</translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°</source>
        <translation>Pivoter à &amp;gauche de 45°</translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°</source>
        <translation>Pivoter à &amp;droite de 45°</translation>
    </message>
    <message>
        <source>Clear &amp;Drawings</source>
        <translation>Effacer les &amp;dessins</translation>
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
        <translation>Outils</translation>
    </message>
    <message>
        <source>Select and move tokens</source>
        <translation>Sélectionner et déplacer des pions</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Peindre le terrain</translation>
    </message>
    <message>
        <source>Erase terrain to plain ground</source>
        <translation>Effacer le terrain (sol ordinaire)</translation>
    </message>
    <message>
        <source>Raise or lower the ground</source>
        <translation>Élever ou abaisser le sol</translation>
    </message>
    <message>
        <source>Draw walls (right-click a wall to remove it)</source>
        <translation>Tracer des murs (clic droit sur un mur pour le supprimer)</translation>
    </message>
    <message>
        <source>Click a wall: make it a door, open or close it (right-click: plain wall)</source>
        <translation>Cliquer sur un mur&#xa0;: en faire une porte, l&apos;ouvrir ou la fermer (clic droit&#xa0;: mur simple)</translation>
    </message>
    <message>
        <source>Paint lighting: drag to paint cells, Shift+drag a rectangle</source>
        <translation>Peindre l&apos;éclairage&#xa0;: glisser pour peindre des cases, Shift+glisser pour un rectangle</translation>
    </message>
    <message>
        <source>Place a FIELD or ZONE area: click a cell (click a centre to select it)</source>
        <translation>Placer une zone FIELD ou ZONE&#xa0;: cliquer sur une case (cliquer sur un centre pour le sélectionner)</translation>
    </message>
    <message>
        <source>Lights: click to place one (Shift: exactly there), drag to move it, drag a ring&apos;s handle to resize it</source>
        <translation>Lumières&#xa0;: cliquer pour en placer une (Shift&#xa0;: à l&apos;endroit exact), glisser pour la déplacer, glisser la poignée d&apos;un anneau pour le redimensionner</translation>
    </message>
    <message>
        <source>Spell templates: circle, cone, line or square; click to place, drag to aim (C again: next shape)</source>
        <translation>Gabarits de sort&#xa0;: cercle, cône, ligne ou carré&#xa0;; cliquer pour placer, glisser pour viser (C à nouveau&#xa0;: forme suivante)</translation>
    </message>
    <message>
        <source>Ruler: drag from a cell or token, click to add waypoints, Esc clears</source>
        <translation>Règle&#xa0;: glisser depuis une case ou un pion, cliquer pour ajouter des étapes, Esc efface</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Brush: paint cell by cell</source>
        <translation>Pinceau&#xa0;: peindre case par case</translation>
    </message>
    <message>
        <source>Rectangle: drag from corner to corner</source>
        <translation>Rectangle&#xa0;: glisser d&apos;un coin à l&apos;autre</translation>
    </message>
    <message>
        <source>Line: drag from cell to cell</source>
        <translation>Ligne&#xa0;: glisser d&apos;une case à l&apos;autre</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Lighting</source>
        <translation>Éclairage</translation>
    </message>
    <message>
        <source>%1: the default; painting it erases lighting</source>
        <translation>%1&#xa0;: par défaut&#xa0;; le peindre efface l&apos;éclairage</translation>
    </message>
    <message>
        <source>%1: +%2 Advantage to a sneaker</source>
        <translation>%1&#xa0;: +%2 d&apos;Avantage en discrétion</translation>
    </message>
    <message>
        <source>Drag to paint, Shift+drag a rectangle</source>
        <translation>Glisser pour peindre, Shift+glisser pour un rectangle</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Click a cell to place an area of radius 2</source>
        <translation>Cliquer sur une case pour placer une zone de rayon 2</translation>
    </message>
    <message>
        <source>Click a cell for a new area</source>
        <translation>Cliquer sur une case pour une nouvelle zone</translation>
    </message>
    <message>
        <source>Inside: %1</source>
        <translation>Dedans&#xa0;: %1</translation>
    </message>
    <message>
        <source>No token inside</source>
        <translation>Aucun pion dedans</translation>
    </message>
    <message>
        <source>New light</source>
        <translation>Nouvelle lumière</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Vive %1, faible %2 cases</translation>
    </message>
    <message>
        <source>Ambient light</source>
        <translation>Lumière ambiante</translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>Light levels painted on the board: bright light, dim light, darkness.</extracomment>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>A light level: dim light.</extracomment>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A light level: darkness.</extracomment>
        <translation>Obscurité</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Lumières</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (éteinte)</translation>
    </message>
    <message>
        <source>Click to place, Shift+click off the half squares; Del deletes the picked light</source>
        <translation>Cliquer pour placer, Shift+clic hors des demi-cases&#xa0;; Del supprime la lumière choisie</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Altitude</translation>
    </message>
    <message>
        <source>Raise (X swaps)</source>
        <translation>Élever (X inverse)</translation>
    </message>
    <message>
        <source>Lower (X swaps)</source>
        <translation>Abaisser (X inverse)</translation>
    </message>
    <message>
        <source>Height of one step, in meters</source>
        <translation>Hauteur d&apos;un palier, en mètres</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Aligner sur la grille</translation>
    </message>
    <message>
        <source>Wall ends go to the nearest grid-line crossing</source>
        <translation>Les extrémités des murs vont au croisement de lignes le plus proche</translation>
    </message>
    <message>
        <source>Background…</source>
        <translation>Arrière-plan…</translation>
    </message>
    <message>
        <source>A map image under the grid, fitted to the squares</source>
        <translation>Une image de carte sous la grille, ajustée aux cases</translation>
    </message>
    <message>
        <source>Right-click a position to mark it</source>
        <translation>Clic droit sur une position pour la marquer</translation>
    </message>
    <message>
        <source>Skyward</source>
        <translation>Ciel</translation>
    </message>
    <message>
        <source>Fog and player view</source>
        <translation>Brouillard et vue des joueurs</translation>
    </message>
    <message>
        <source>Reveal to the players: paint cells, Shift+drag a rectangle</source>
        <translation>Révéler aux joueurs&#xa0;: peindre des cases, Shift+glisser pour un rectangle</translation>
    </message>
    <message>
        <source>Hide from the players under fog: paint cells, Shift+drag a rectangle</source>
        <translation>Cacher aux joueurs sous le brouillard&#xa0;: peindre des cases, Shift+glisser pour un rectangle</translation>
    </message>
    <message>
        <source>Show players this: drag the rectangle the player view shows</source>
        <translation>Montrer ceci aux joueurs&#xa0;: glisser le rectangle affiché dans la vue des joueurs</translation>
    </message>
    <message>
        <source>Shortcut %1</source>
        <translation>Raccourci %1</translation>
    </message>
    <message>
        <source>Height of one step, in tenths of a meter</source>
        <translation>Hauteur d&apos;un palier, en dixièmes de mètre</translation>
    </message>
    <message>
        <source>Draw on the board: pen, line, arrow, rectangle, ellipse or text, for you or for the players (K again: next kind)</source>
        <translation>Dessiner sur le plateau : stylo, ligne, flèche, rectangle, ellipse ou texte, pour vous ou pour les joueurs (K à nouveau : type suivant)</translation>
    </message>
    <message>
        <source>Map pins: click to pin a note (yours unless you share it), click a pin to open it, drag to move it</source>
        <translation>Épingles : cliquer pour épingler une note (la vôtre, sauf si vous la partagez), cliquer sur une épingle pour l&apos;ouvrir, glisser pour la déplacer</translation>
    </message>
    <message>
        <source>Traps: drag over cells to lay a trap (hidden unless you reveal it), click one to edit it</source>
        <translation>Pièges : glisser sur des cases pour poser un piège (caché tant que vous ne le révélez pas), cliquer dessus pour le modifier</translation>
    </message>
    <message>
        <source>Height</source>
        <extracomment>The height of the terrain painted next, above its cells&apos; ground.</extracomment>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Height of new terrain, in meters</source>
        <translation>Hauteur du nouveau terrain, en mètres</translation>
    </message>
    <message>
        <source>Counts with Board ▸ Sight Over Heights</source>
        <translation>Compte avec Plateau ▸ Vue par-dessus les hauteurs</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>How high new walls reach, in meters above sea level like elevations.</extracomment>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Top of new walls and doors, in meters</source>
        <translation>Haut des nouveaux murs et portes, en mètres</translation>
    </message>
    <message>
        <source>Click a wall or door to change its top</source>
        <translation>Cliquez sur un mur ou une porte pour changer son haut</translation>
    </message>
</context>
<context>
    <name>EncounterDocument</name>
    <message>
        <source>Party</source>
        <extracomment>The two sides (teams) of a new encounter.</extracomment>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation>Impossible de créer une nouvelle rencontre : %1</translation>
    </message>
    <message>
        <source>A map is 1 to %1 cells on each side.</source>
        <translation>Une carte fait de 1 à %1 cases de côté.</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Cannot recover the unsaved changes (the recovery file is kept): %1</source>
        <translation>Impossible de récupérer les modifications non enregistrées (le fichier de récupération est conservé) : %1</translation>
    </message>
    <message>
        <source>Choose where to save this encounter (Save As).</source>
        <translation>Choisissez où enregistrer cette rencontre (Enregistrer sous).</translation>
    </message>
    <message>
        <source>%1 was not opened: the encounter was edited while it was read, and those changes are kept. Open it again to save or discard them first.</source>
        <translation>%1 n&apos;a pas été ouvert : la rencontre a été modifiée pendant la lecture du fichier, et ces modifications sont conservées. Ouvrez-le de nouveau pour les enregistrer ou les abandonner d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>EncounterEditor</name>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>The token must stay on the map.</source>
        <translation>Le pion doit rester sur la carte.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>The tokens must stay on the map.</source>
        <translation>Les pions doivent rester sur la carte.</translation>
    </message>
    <message>
        <source>That level does not exist at this position.</source>
        <translation>Ce niveau n&apos;existe pas à cette position.</translation>
    </message>
    <message>
        <source>%1 is too big for this map.</source>
        <translation>%1 est trop grand pour cette carte.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tokens</source>
        <translation>
            <numerusform>Dupliquer %n pion</numerusform>
            <numerusform>Dupliquer %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tokens</source>
        <translation>
            <numerusform>Supprimer %n pion</numerusform>
            <numerusform>Supprimer %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Pivoter %1</translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation>Ajouter %1 à %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
    <message>
        <source>Change side of %1</source>
        <translation>Changer le camp de %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Cacher %1</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>Révéler %1</translation>
    </message>
    <message>
        <source>Give %1 a ZoC weapon</source>
        <translation>Donner à %1 une arme à ZdC</translation>
    </message>
    <message>
        <source>Take ZoC from %1</source>
        <translation>Retirer la ZdC de %1</translation>
    </message>
    <message>
        <source>Change reach of %1</source>
        <translation>Changer la portée de %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation>Renommer la rencontre</translation>
    </message>
    <message>
        <source>New side</source>
        <translation>Nouveau camp</translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation>Ajouter le camp %1</translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation>Renommer le camp %1</translation>
    </message>
    <message>
        <source>Recolour side %1</source>
        <translation>Changer la couleur du camp %1</translation>
    </message>
    <message>
        <source>Move or delete the side&apos;s tokens first.</source>
        <translation>Déplacez ou supprimez d&apos;abord les pions du camp.</translation>
    </message>
    <message>
        <source>An encounter keeps at least one side.</source>
        <translation>Une rencontre garde au moins un camp.</translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation>Supprimer le camp %1</translation>
    </message>
    <message>
        <source>Ally %1 with %2</source>
        <translation>Allier %1 à %2</translation>
    </message>
    <message>
        <source>End the alliance of %1 and %2</source>
        <translation>Mettre fin à l&apos;alliance de %1 et %2</translation>
    </message>
    <message>
        <source>Edit %1&apos;s %2</source>
        <extracomment>An undo step: %1 is the token, %2 the stat, e.g. &quot;Edit Goblin&apos;s armor&quot;.</extracomment>
        <translation>Modifier %2 de %1</translation>
    </message>
</context>
<context>
    <name>EncounterIo</name>
    <message>
        <source>%1: cannot read the previous version to keep a backup: %2</source>
        <translation>%1&#xa0;: impossible de lire la version précédente pour en conserver une copie de sauvegarde&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot keep a backup, so nothing was saved: %1</source>
        <translation>impossible de conserver une copie de sauvegarde, rien n&apos;a donc été enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: the session ended while it was written</source>
        <translation>%1&#xa0;: la session s&apos;est terminée pendant l&apos;écriture</translation>
    </message>
</context>
<context>
    <name>EncounterListModel</name>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>hier à %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation>Grille de combat</translation>
    </message>
</context>
<context>
    <name>EncounterReader</name>
    <message>
        <source>expected a unique %1 id, but &quot;%2&quot; is used twice</source>
        <translation>attendu un identifiant %1 unique, mais « %2 » est utilisé deux fois</translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got about %2 MB</source>
        <translation>attendu une image intégrée d&apos;au plus %1 Mo, reçu environ %2 Mo</translation>
    </message>
    <message>
        <source>expected an embedded image of at most %1 MB, got %2 MB</source>
        <translation>attendu une image intégrée d&apos;au plus %1 Mo, reçu %2 Mo</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all %2 (a rect counts width × height), got more</source>
        <translation>attendu au plus %1 cases au total pour les %2 (un rectangle compte largeur × hauteur), reçu davantage</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-encounter&quot;, got %1</source>
        <translation>attendu &quot;gridkeep-encounter&quot;, reçu %1</translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation>attendu l&apos;un des jeux de règles %1, reçu « %2 »</translation>
    </message>
    <message>
        <source>combat.log</source>
        <translation>combat.log</translation>
    </message>
    <message>
        <source>combat log entries</source>
        <translation>entrées du journal de combat</translation>
    </message>
    <message>
        <source>expected a list of sides, but the key is missing</source>
        <translation>attendu une liste de camps, mais la clé est absente</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>camps</translation>
    </message>
    <message>
        <source>expected a colour such as &quot;#2e7d32&quot;, got &quot;%1&quot;</source>
        <translation>attendu une couleur telle que &quot;#2e7d32&quot;, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected one of the side ids (%1), got %2</source>
        <translation>attendu l&apos;un des identifiants de camp (%1), reçu %2</translation>
    </message>
    <message>
        <source>pairs of allies (each pair of sides once)</source>
        <translation>paires d&apos;alliés (chaque paire de camps une seule fois)</translation>
    </message>
    <message>
        <source>expected a pair of side ids, got %1</source>
        <translation>attendu une paire d&apos;identifiants de camp, reçu %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; for rule set &quot;%2&quot;, got &quot;%3&quot;</source>
        <translation>attendu « %1 » pour le jeu de règles « %2 », reçu « %3 »</translation>
    </message>
    <message>
        <source>expected a cell [x, y], got %1</source>
        <translation>attendu une case [x, y], reçu %1</translation>
    </message>
    <message>
        <source>expected a cell on the %1×%2 map, got [%3, %4]</source>
        <translation>attendu une case sur la carte %1×%2, reçu [%3, %4]</translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h], got %1</source>
        <translation>attendu un rectangle [x, y, w, h], reçu %1</translation>
    </message>
    <message>
        <source>expected a rect with positive width and height, got [%1, %2, %3, %4]</source>
        <translation>attendu un rectangle de largeur et hauteur positives, reçu [%1, %2, %3, %4]</translation>
    </message>
    <message>
        <source>expected a rect wholly inside the %1×%2 map, got [%3, %4, %5, %6]</source>
        <translation>attendu un rectangle entièrement dans la carte %1×%2, reçu [%3, %4, %5, %6]</translation>
    </message>
    <message>
        <source>expected &quot;cells&quot;, &quot;rect&quot; or both</source>
        <translation>attendu &quot;cells&quot;, &quot;rect&quot; ou les deux</translation>
    </message>
    <message>
        <source>expected a width of at least 1, got %1</source>
        <translation>attendu une largeur d&apos;au moins 1, reçu %1</translation>
    </message>
    <message>
        <source>expected a height of at least 1, got %1</source>
        <translation>attendu une hauteur d&apos;au moins 1, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all, got %2×%3</source>
        <translation>attendu au plus %1 cases au total, reçu %2×%3</translation>
    </message>
    <message>
        <source>terrain entries</source>
        <translation>entrées de terrain</translation>
    </message>
    <message>
        <source>expected a terrain kind of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation>attendu un type de terrain du jeu de règles « %1 » (%2), reçu « %3 »</translation>
    </message>
    <message>
        <source>elevation entries</source>
        <translation>entrées d&apos;altitude</translation>
    </message>
    <message>
        <source>wall segments</source>
        <translation>segments de mur</translation>
    </message>
    <message>
        <source>expected an embedded image (a data:image/… URL)</source>
        <translation>attendu une image intégrée (une URL data:image/…)</translation>
    </message>
    <message>
        <source>expected [x, y] in cells</source>
        <translation>attendu [x, y] en cases</translation>
    </message>
    <message>
        <source>lighting entries</source>
        <translation>entrées d&apos;éclairage</translation>
    </message>
    <message>
        <source>rule set &quot;%1&quot; has no lighting levels</source>
        <translation>le jeu de règles « %1 » n&apos;a pas de niveaux d&apos;éclairage</translation>
    </message>
    <message>
        <source>expected a lighting level of rule set &quot;%1&quot; (%2), got &quot;%3&quot;</source>
        <translation>attendu un niveau d&apos;éclairage du jeu de règles « %1 » (%2), reçu « %3 »</translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 cells, got %2</source>
        <translation>attendu un rayon de 0 à %1 cases, reçu %2</translation>
    </message>
    <message>
        <source>lights</source>
        <translation>lumières</translation>
    </message>
    <message>
        <source>light pools</source>
        <translation>halos de lumière</translation>
    </message>
    <message>
        <source>expected the id of a token that carries the light, got &quot;%1&quot;</source>
        <translation>attendu l&apos;identifiant d&apos;un pion qui porte la lumière, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation>attendu un point dans [0, %1] × [0, %2], reçu [%3, %4]</translation>
    </message>
    <message>
        <source>expected a bright radius no larger than the dim one (%1), got %2</source>
        <translation>attendu un rayon vif ne dépassant pas le rayon faible (%1), reçu %2</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>zones</translation>
    </message>
    <message>
        <source>expected a unique, non-empty area id, got &quot;%1&quot;</source>
        <translation>attendu un identifiant de zone unique et non vide, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a radius from 0 to %1 squares, got %2</source>
        <translation>attendu un rayon de 0 à %1 cases, reçu %2</translation>
    </message>
    <message>
        <source>expected a point [x, y] in cell units, got %1</source>
        <translation>attendu un point [x, y] en unités de case, reçu %1</translation>
    </message>
    <message>
        <source>expected a position of the Combat Grid (%1), got &quot;%2&quot;</source>
        <translation>attendu une position de la grille de combat (%1), reçu « %2 »</translation>
    </message>
    <message>
        <source>expected an energy of the rule set, got &quot;%1&quot;</source>
        <translation>attendu une énergie du jeu de règles, reçu « %1 »</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>pions</translation>
    </message>
    <message>
        <source>expected a size of at most %1, got %2</source>
        <translation>attendu une taille d&apos;au plus %1, reçu %2</translation>
    </message>
    <message>
        <source>expected a reach of at most %1 cells, got %2</source>
        <translation>attendu une allonge d&apos;au plus %1 cases, reçu %2</translation>
    </message>
    <message>
        <source>expected a darkvision range from 0 to %1 cells, got %2</source>
        <translation>attendu une portée de vision dans le noir de 0 à %1 cases, reçu %2</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>états</translation>
    </message>
    <message>
        <source>expected a condition name, got %1</source>
        <translation>attendu un nom d&apos;état, reçu %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>attendu un nombre, reçu %1</translation>
    </message>
    <message>
        <source>expected a number of 0 or more, got %1</source>
        <translation>attendu un nombre supérieur ou égal à 0, reçu %1</translation>
    </message>
    <message>
        <source>expected an anchor cell on the %1×%2 map, got (%3, %4)</source>
        <translation>attendu une case d&apos;ancrage sur la carte %1×%2, reçu (%3, %4)</translation>
    </message>
    <message>
        <source>expected an altitude level (%1), got &quot;%2&quot;</source>
        <translation>attendu un niveau d&apos;altitude (%1), reçu « %2 »</translation>
    </message>
    <message>
        <source>expected a level below &quot;%1&quot;: this board does not allow skyward</source>
        <translation>attendu un niveau inférieur à « %1 »&#xa0;: ce plateau n&apos;autorise pas le ciel</translation>
    </message>
    <message>
        <source>expected a level above water: &quot;%1&quot; exists only at water positions, and %2 is not one</source>
        <translation>attendu un niveau au-dessus de l&apos;eau&#xa0;: « %1 » n&apos;existe qu&apos;aux positions aquatiques, et %2 n&apos;en est pas une</translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation>attendu un fichier d&apos;au plus %1 Mo, reçu %2 Mo</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>au plus %1 caractères attendus, reçu %2</translation>
    </message>
    <message>
        <source>pins</source>
        <translation>épingles</translation>
    </message>
    <message>
        <source>traps</source>
        <translation>pièges</translation>
    </message>
    <message>
        <source>trap regions</source>
        <translation>zones de pièges</translation>
    </message>
    <message>
        <source>expected a width above 0 and at most %1 cells, got %2</source>
        <translation>largeur au-dessus de 0 et d&apos;au plus %1 cases attendue, reçu %2</translation>
    </message>
    <message>
        <source>drawings</source>
        <translation>dessins</translation>
    </message>
    <message>
        <source>expected from %1 to %2 points for a %3, got %4</source>
        <translation>de %1 à %2 points attendus pour « %3 », reçu %4</translation>
    </message>
    <message>
        <source>expected at most %1 points in all the board&apos;s drawings</source>
        <translation>au plus %1 points attendus dans tous les dessins du plateau</translation>
    </message>
    <message>
        <source>a height above %1 and up to %2 meters</source>
        <translation>une hauteur supérieure à %1 et jusqu&apos;à %2 mètres</translation>
    </message>
    <message>
        <source>a height from %1 to %2 meters</source>
        <translation>une hauteur de %1 à %2 mètres</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 attendu, reçu %2</translation>
    </message>
</context>
<context>
    <name>EncounterWriter</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1 : impossible d&apos;écrire : %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1 : impossible d&apos;enregistrer : %2</translation>
    </message>
</context>
<context>
    <name>EncountersPanel</name>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Previous encounter (Ctrl+PgUp)</source>
        <translation>Rencontre précédente (Ctrl+PgUp)</translation>
    </message>
    <message>
        <source>Next encounter (Ctrl+PgDown)</source>
        <translation>Rencontre suivante (Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>Players see “Between scenes”</source>
        <translation>Les joueurs voient « Entre deux scènes »</translation>
    </message>
    <message>
        <source>Reveal (F10)</source>
        <translation>Révéler (F10)</translation>
    </message>
    <message>
        <source>Show this encounter on the player view; until then it shows no map.</source>
        <translation>Afficher cette rencontre dans la vue des joueurs ; d&apos;ici là, elle n&apos;affiche aucune carte.</translation>
    </message>
    <message>
        <source>Search names, tokens and notes</source>
        <translation>Rechercher noms, pions et notes</translation>
    </message>
    <message>
        <source>Not in the folder (kept in the running order): %1</source>
        <translation>Absent du dossier (conservé dans l&apos;ordre de passage) : %1</translation>
    </message>
    <message>
        <source>Clear the search to reorder</source>
        <translation>Effacez la recherche pour réordonner</translation>
    </message>
    <message>
        <source>Drag to change the running order</source>
        <translation>Faites glisser pour changer l&apos;ordre de passage</translation>
    </message>
    <message>
        <source>Combat Grid</source>
        <translation>Grille de combat</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Modifiée %1</translation>
    </message>
    <message>
        <source> · no carry-over</source>
        <translation> · sans report</translation>
    </message>
    <message>
        <source>Run already; click to mark it as still to run</source>
        <translation>Déjà jouée ; cliquez pour la marquer comme à jouer</translation>
    </message>
    <message>
        <source>Mark as done (Space)</source>
        <translation>Marquer comme terminée (Espace)</translation>
    </message>
    <message>
        <source>No encounter matches “%1”.</source>
        <translation>Aucune rencontre ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>No .encounter files in this folder yet.</source>
        <translation>Aucun fichier .encounter dans ce dossier pour l&apos;instant.</translation>
    </message>
    <message>
        <source>+ New Encounter at the End</source>
        <translation>+ Nouvelle rencontre à la fin</translation>
    </message>
    <message>
        <source>An empty encounter with the open encounter’s rule set, saved in this folder</source>
        <translation>Une rencontre vide avec le jeu de règles de la rencontre ouverte, enregistrée dans ce dossier</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>Menu: open this encounter of the session.</extracomment>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Mark as &amp;Not Done</source>
        <translation>Marquer comme &amp;non terminée</translation>
    </message>
    <message>
        <source>Mark as &amp;Done</source>
        <translation>Marquer comme &amp;terminée</translation>
    </message>
    <message>
        <source>&amp;Carry the Roster Over</source>
        <translation>&amp;Reporter l&apos;effectif</translation>
    </message>
    <message>
        <source>Duplicate as &amp;Variant</source>
        <translation>Dupliquer comme &amp;variante</translation>
    </message>
    <message>
        <source>&amp;New Encounter Here</source>
        <translation>Nouvelle rencontre &amp;ici</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>Encounters in running order</source>
        <translation>Rencontres dans l&apos;ordre de passage</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>open now</source>
        <translation>ouverte actuellement</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminée</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>Open an encounter to export it.</source>
        <translation>Ouvrez une rencontre pour l&apos;exporter.</translation>
    </message>
    <message>
        <source>Maps and battle sheets need a square board; the Combat Grid has none.</source>
        <translation>Les cartes et les feuilles de bataille exigent un plateau carré&#xa0;; la grille de combat n&apos;en a pas.</translation>
    </message>
    <message>
        <source>%1 × %2 squares a sheet; the board is %3 × %4 squares</source>
        <translation>%1 × %2 cases par feuille&#xa0;; le plateau fait %3 × %4 cases</translation>
    </message>
    <message>
        <source>%1 × %2 pixels: too large; choose fewer pixels per cell</source>
        <translation>%1 × %2 pixels&#xa0;: trop grand&#xa0;; choisissez moins de pixels par case</translation>
    </message>
    <message>
        <source>Cannot import %1: another import or export is running.</source>
        <translation>Impossible d&apos;importer %1&#xa0;: une autre importation ou exportation est en cours.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Impossible d&apos;importer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Imported %1 (a Gridkeep export, restored whole)</source>
        <translation>%1 importé (un export Gridkeep, restauré en entier)</translation>
    </message>
    <message>
        <source>Cannot export %1: another import or export is running.</source>
        <translation>Impossible d&apos;exporter %1&#xa0;: une autre importation ou exportation est en cours.</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>Impossible d&apos;exporter %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>Exportation de %1…</translation>
    </message>
    <message>
        <source>Exported %1 (%2)</source>
        <translation>%1 exporté (%2)</translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation>Exportation annulée&#xa0;; %1 n&apos;a pas été écrit</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1 as a PNG: %2</source>
        <translation>impossible d&apos;écrire %1 en PNG&#xa0;: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>exports need a square board; the Combat Grid has none</source>
        <translation>les exports nécessitent un plateau carré&#xa0;; la grille de combat n&apos;en a pas</translation>
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
        <translation>le plateau est trop grand pour une image à %1 pixels par case&#xa0;; choisissez moins de pixels par case</translation>
    </message>
    <message>
        <source>Imported %1: %2 × %3 squares, %4, %5</source>
        <extracomment>%2 × %3 is the board&apos;s size; %4 counts the walls (&quot;12 walls&quot;), %5 the doors.</extracomment>
        <translation>%1 importé&#xa0;: %2 × %3 cases, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n wall(s)</source>
        <translation>
            <numerusform>%n mur</numerusform>
            <numerusform>%n murs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n porte</numerusform>
            <numerusform>%n portes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported: another encounter was opened meanwhile</source>
        <translation>%1 n&apos;a pas été importé : une autre rencontre a été ouverte entre-temps</translation>
    </message>
    <message>
        <source>%1 was not imported: the encounter was edited while the map was read, and those changes are kept. Import it again to save or discard them first.</source>
        <translation>%1 n&apos;a pas été importé : la rencontre a été modifiée pendant la lecture de la carte, et ces modifications sont conservées. Importez-la de nouveau pour les enregistrer ou les abandonner d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>ExchangeProgress</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import and export progress</source>
        <translation>Progression de l&apos;importation et de l&apos;exportation</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export a PDF Battle Sheet</source>
        <translation>Exporter une feuille de bataille PDF</translation>
    </message>
    <message>
        <source>Export a Universal VTT Map</source>
        <translation>Exporter une carte Universal VTT</translation>
    </message>
    <message>
        <source>Export a PNG Picture</source>
        <translation>Exporter une image PNG</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt)</source>
        <translation>Cartes Universal VTT (*.dd2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Game master: everything on the board</source>
        <translation>Maître du jeu&#xa0;: tout ce qui est sur le plateau</translation>
    </message>
    <message>
        <source>Players: only what the players may see</source>
        <translation>Joueurs&#xa0;: seulement ce que les joueurs peuvent voir</translation>
    </message>
    <message>
        <source>Hidden tokens are left out and unrevealed fog is black; nothing under it is in the file.</source>
        <translation>Les pions cachés sont omis et le brouillard non révélé est noir&#xa0;; rien de ce qu&apos;il recouvre n&apos;est dans le fichier.</translation>
    </message>
    <message>
        <source>Pixels per square</source>
        <translation>Pixels par case</translation>
    </message>
    <message>
        <source>Square size</source>
        <translation>Taille de case</translation>
    </message>
    <message>
        <source>1 inch</source>
        <translation>1 pouce</translation>
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
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>The map picture shows the background, terrain and walls, without tokens or grid; walls and doors go in as line of sight and portals. Gridkeep keeps the whole encounter inside, so importing the file gives it back.</source>
        <translation>L&apos;image de la carte montre l&apos;arrière-plan, le terrain et les murs, sans pions ni grille&#xa0;; les murs et les portes deviennent lignes de vue et portails. Gridkeep y conserve toute la rencontre&#xa0;: importer le fichier la restitue.</translation>
    </message>
    <message>
        <source>True scale, tiled over the sheets with overlap strips and crop marks. The first page is the legend with a test square: print at 100% and check it.</source>
        <translation>À l&apos;échelle réelle, en mosaïque sur les feuilles avec bandes de recouvrement et traits de coupe. La première page est la légende avec un carré de test&#xa0;: imprimez à 100 % et vérifiez-le.</translation>
    </message>
</context>
<context>
    <name>FogEditor</name>
    <message>
        <source>Turn on fog of war</source>
        <translation>Activer le brouillard de guerre</translation>
    </message>
    <message>
        <source>Turn off fog of war</source>
        <translation>Désactiver le brouillard de guerre</translation>
    </message>
    <message>
        <source>Reveal what the party sees</source>
        <translation>Révéler ce que voit le groupe</translation>
    </message>
    <message>
        <source>Reveal by hand only</source>
        <translation>Révéler manuellement uniquement</translation>
    </message>
    <message>
        <source>Keep explored areas dimmed</source>
        <translation>Garder les zones explorées assombries</translation>
    </message>
    <message>
        <source>Explored areas go dark</source>
        <translation>Les zones explorées redeviennent noires</translation>
    </message>
    <message>
        <source>Reveal to players</source>
        <translation>Révéler aux joueurs</translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation>Cacher aux joueurs</translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
    <message>
        <source>Hide the whole map</source>
        <translation>Cacher toute la carte</translation>
    </message>
    <message>
        <source>Forget explored areas</source>
        <translation>Oublier les zones explorées</translation>
    </message>
</context>
<context>
    <name>FogJson</name>
    <message>
        <source>expected a whole number</source>
        <translation>attendu un nombre entier</translation>
    </message>
    <message>
        <source>expected a list of rects [x, y, w, h]</source>
        <translation>attendu une liste de rectangles [x, y, w, h]</translation>
    </message>
    <message>
        <source>expected a rect [x, y, w, h]</source>
        <translation>attendu un rectangle [x, y, w, h]</translation>
    </message>
    <message>
        <source>expected a rect with positive width and height wholly inside the %1×%2 map</source>
        <translation>attendu un rectangle de largeur et hauteur positives, entièrement dans la carte %1×%2</translation>
    </message>
    <message>
        <source>expected a list of position ids</source>
        <translation>attendu une liste d&apos;id de positions</translation>
    </message>
    <message>
        <source>expected the id of a Combat Grid position</source>
        <translation>attendu l&apos;id d&apos;une position de la grille de combat</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>attendu l&apos;une des valeurs %1</translation>
    </message>
    <message>
        <source>expected the id of a side</source>
        <translation>attendu l&apos;id d&apos;un camp</translation>
    </message>
</context>
<context>
    <name>HandoutBadge</name>
    <message>
        <source>The players see the handout %1</source>
        <translation>Les joueurs voient l&apos;aide de jeu %1</translation>
    </message>
    <message>
        <source>Players see: %1</source>
        <translation>Les joueurs voient : %1</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Take the handout down (F8 or Escape)</source>
        <translation>Retirer l&apos;aide de jeu (F8 ou Échap)</translation>
    </message>
</context>
<context>
    <name>HandoutJson</name>
    <message>
        <source>expected a PNG, JPEG or WebP picture, got &quot;%1&quot;</source>
        <translation>image PNG, JPEG ou WebP attendue, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a data: URL, or the path of a .png, .jpg or .webp file inside the session folder, got %1</source>
        <translation>URL data: ou chemin d&apos;un fichier .png, .jpg ou .webp dans le dossier de session attendu, reçu %1</translation>
    </message>
    <message>
        <source>showings</source>
        <translation>présentations</translation>
    </message>
    <message>
        <source>expected a date and time such as &quot;2026-11-29T20:15:00Z&quot;, got %1</source>
        <translation>date et heure comme « 2026-11-29T20:15:00Z » attendues, reçu %1</translation>
    </message>
    <message>
        <source>handouts</source>
        <translation>aides de jeu</translation>
    </message>
    <message>
        <source>expected a unique handout id, but &quot;%1&quot; is used twice</source>
        <translation>attendu un identifiant d&apos;aide de jeu unique, mais « %1 » est utilisé deux fois</translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, not both</source>
        <translation>« image » ou « text » attendu, pas les deux</translation>
    </message>
    <message>
        <source>expected &quot;image&quot; or &quot;text&quot;, got neither</source>
        <translation>« image » ou « text » attendu, aucun des deux reçu</translation>
    </message>
</context>
<context>
    <name>HandoutOverlay</name>
    <message>
        <source>Handout: %1</source>
        <translation>Aide de jeu : %1</translation>
    </message>
</context>
<context>
    <name>HandoutShelf</name>
    <message>
        <source>The embedded picture cannot be read.</source>
        <translation>L&apos;image intégrée ne peut pas être lue.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Le fichier %1 est introuvable.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation>Le fichier %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1: the file is gone.</source>
        <translation>%1 : le fichier a disparu.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the most a handout may be.</source>
        <translation>%1 dépasse %2 Mo, la taille maximale d&apos;une aide de jeu.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG or WebP picture.</source>
        <translation>%1 n&apos;est pas une image PNG, JPEG ou WebP.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no picture.</source>
        <translation>Le presse-papiers ne contient pas d&apos;image.</translation>
    </message>
    <message>
        <source>The picture is larger than %1 MB, the most a handout may be.</source>
        <translation>L&apos;image dépasse %1 Mo, la taille maximale d&apos;une aide de jeu.</translation>
    </message>
    <message>
        <source>Pasted picture</source>
        <translation>Image collée</translation>
    </message>
    <message>
        <source>No more handouts fit: remove one first.</source>
        <translation>Plus de place pour une aide de jeu : retirez-en une d&apos;abord.</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made.</source>
        <translation>Le dossier %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <source>Add handout %1</source>
        <translation>Ajouter l&apos;aide de jeu %1</translation>
    </message>
    <message>
        <source>A handout&apos;s title and text may have at most %1 characters each.</source>
        <translation>Le titre et le texte d&apos;une aide de jeu ont chacun au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Rename handout %1</source>
        <translation>Renommer l&apos;aide de jeu %1</translation>
    </message>
    <message>
        <source>Edit handout %1</source>
        <translation>Modifier l&apos;aide de jeu %1</translation>
    </message>
    <message>
        <source>Remove handout %1</source>
        <translation>Retirer l&apos;aide de jeu %1</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2</source>
        <translation>%1 ne peut pas être montré : %2</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>Montrer %1 aux joueurs</translation>
    </message>
</context>
<context>
    <name>HandoutsPanel</name>
    <message>
        <source>The session&apos;s handouts, kept in its handouts folder.</source>
        <translation>Les aides de jeu de la session, rangées dans son dossier handouts.</translation>
    </message>
    <message>
        <source>This encounter&apos;s handouts, saved inside it.</source>
        <translation>Les aides de jeu de cette rencontre, enregistrées dedans.</translation>
    </message>
    <message>
        <source>Add Picture…</source>
        <translation>Ajouter une image…</translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP picture; you can also drop files on the list or paste with Ctrl+Shift+V</source>
        <translation>Une image PNG, JPEG ou WebP ; vous pouvez aussi déposer des fichiers sur la liste ou coller avec Ctrl+Maj+V</translation>
    </message>
    <message>
        <source>Add Text Card…</source>
        <translation>Ajouter une carte de texte…</translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation>Aides de jeu</translation>
    </message>
    <message>
        <source>Drop pictures here, or add a text card, to show the players a letter, a map or a riddle.</source>
        <translation>Déposez des images ici, ou ajoutez une carte de texte, pour montrer aux joueurs une lettre, une carte ou une énigme.</translation>
    </message>
    <message>
        <source>%1, on the players&apos; screen</source>
        <translation>%1, sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <source>Last shown %1</source>
        <translation>Montrée le %1</translation>
    </message>
    <message>
        <source>On the players&apos; screen</source>
        <translation>Sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <source>Not shown yet</source>
        <translation>Pas encore montrée</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Take it down from the players&apos; screen (F8 or Escape)</source>
        <translation>La retirer de l&apos;écran des joueurs (F8 ou Échap)</translation>
    </message>
    <message>
        <source>Show to Players: it fills their screen (F8)</source>
        <translation>Montrer aux joueurs : elle remplit leur écran (F8)</translation>
    </message>
    <message>
        <source>Shown so far</source>
        <translation>Déjà montrées</translation>
    </message>
    <message>
        <source>Handouts shown so far</source>
        <translation>Aides de jeu déjà montrées</translation>
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
        <translation>Cliquer pour la montrer à nouveau</translation>
    </message>
    <message>
        <source>Hide from the Players</source>
        <translation>Cacher aux joueurs</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>Montrer aux joueurs</translation>
    </message>
    <message>
        <source>Rename or Edit…</source>
        <translation>Renommer ou modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add a picture to show the players</source>
        <translation>Ajouter une image à montrer aux joueurs</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New Text Card</source>
        <translation>Nouvelle carte de texte</translation>
    </message>
    <message>
        <source>Edit Handout</source>
        <translation>Modifier l&apos;aide de jeu</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Read-aloud text</source>
        <translation>Texte à lire</translation>
    </message>
    <message>
        <source>Read-aloud text: *italics*, **bold**</source>
        <translation>Texte à lire : *italique*, **gras**</translation>
    </message>
</context>
<context>
    <name>HeaderBar</name>
    <message>
        <source>%1 × %2 squares</source>
        <translation>%1 × %2 cases</translation>
    </message>
    <message>
        <source>Combat Grid · Skyward allowed</source>
        <translation>Grille de combat · vol autorisé</translation>
    </message>
    <message>
        <source>Combat Grid · no Skyward</source>
        <translation>Grille de combat · pas de vol</translation>
    </message>
    <message>
        <source>No encounter open</source>
        <translation>Aucune rencontre ouverte</translation>
    </message>
    <message>
        <source>Double-click to rename the encounter</source>
        <translation>Double-cliquez pour renommer la rencontre</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>New encounter (Ctrl+N)</source>
        <translation>Nouvelle rencontre (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button: open an encounter file.</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save (Ctrl+S)</source>
        <translation>Enregistrer (Ctrl+S)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+=)</source>
        <translation>Zoom avant (Ctrl+=)</translation>
    </message>
    <message>
        <source>Fit the board (Ctrl+0)</source>
        <translation>Ajuster au plateau (Ctrl+0)</translation>
    </message>
    <message>
        <source>Encounter and view</source>
        <translation>Rencontre et affichage</translation>
    </message>
    <message>
        <source>Encounter name</source>
        <translation>Nom de la rencontre</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Ajuster au plateau</translation>
    </message>
</context>
<context>
    <name>HeightChoice</name>
    <message>
        <source>Full height</source>
        <translation>Pleine hauteur</translation>
    </message>
    <message>
        <source>No line of sight passes over it</source>
        <translation>Aucune ligne de vue ne passe par-dessus</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import a Map</source>
        <translation>Importer une carte</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Import a Universal VTT map</source>
        <translation>Importer une carte Universal VTT</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation>Cartes Universal VTT (*.dd2vtt *.df2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>“%1” becomes a new encounter: its picture as the background, its walls and doors. Which rules does it use?</source>
        <translation>« %1 » devient une nouvelle rencontre&#xa0;: son image comme arrière-plan, ses murs et ses portes. Quelles règles utilise-t-elle&#xa0;?</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message numerus="yes">
        <source>Imported, with %n note(s):</source>
        <extracomment>Above the list of warnings the import wrote.</extracomment>
        <translation>
            <numerusform>Importé, avec %n remarque&#xa0;:</numerusform>
            <numerusform>Importé, avec %n remarques&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Select a token to see and edit its properties.</source>
        <translation>Sélectionnez un pion pour voir et modifier ses propriétés.</translation>
    </message>
    <message>
        <source>Encounter notes (GM only)</source>
        <translation>Notes de la rencontre (MJ uniquement)</translation>
    </message>
    <message>
        <source>Tactics, treasure, what happens on round 3… Never shown to the players.</source>
        <translation>Tactique, trésor, ce qui se passe au round 3… Jamais montré aux joueurs.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more selected)</source>
        <translation>
            <numerusform>%1 (et %n autre sélectionné)</numerusform>
            <numerusform>%1 (et %n autres sélectionnés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The side (team) the token fights on.</extracomment>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Footprint in squares (1 to 4)</source>
        <translation>Emprise en cases (1 à 4)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <source>Altitude (m)</source>
        <translation>Altitude (m)</translation>
    </message>
    <message>
        <source>Facing (°)</source>
        <translation>Orientation (°)</translation>
    </message>
    <message>
        <source>Darkvision (sq)</source>
        <translation>Vision dans le noir (cases)</translation>
    </message>
    <message>
        <source>Squares within which it sees in the dark (0: none)</source>
        <translation>Cases dans lesquelles il voit dans le noir (0&#xa0;: aucune)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>Carries a light</source>
        <translation>Porte une lumière</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Vive %1, faible %2 cases</translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation>Allumée</translation>
    </message>
    <message>
        <source>%1 / %2 sq</source>
        <translation>%1 / %2 cases</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Colour, radii and more</source>
        <translation>Couleur, rayons et plus</translation>
    </message>
    <message>
        <source>Hidden, but its light is lit: the players will see the glow.</source>
        <translation>Caché, mais sa lumière est allumée&#xa0;: les joueurs verront la lueur.</translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>How many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation>Allonge</translation>
    </message>
    <message>
        <source>The rule set&apos;s default</source>
        <translation>Valeur par défaut du jeu de règles</translation>
    </message>
    <message>
        <source>Set for this token</source>
        <translation>Définie pour ce pion</translation>
    </message>
    <message>
        <source>Stance</source>
        <extracomment>The token&apos;s stance on the Combat Grid (a game term).</extracomment>
        <translation>Posture</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>ZoC weapon</source>
        <translation>Arme de ZdC</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Caché</translation>
    </message>
    <message>
        <source>Hidden from the players&apos; view</source>
        <translation>Caché à la vue des joueurs</translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation>Nom montré aux joueurs</translation>
    </message>
    <message>
        <source>Off: the player view calls it “Unknown creature”</source>
        <translation>Désactivé&#xa0;: la vue des joueurs l&apos;appelle « Créature inconnue »</translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation>Occupe la position</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Combat stats</source>
        <translation>Caractéristiques de combat</translation>
    </message>
    <message>
        <source>rule default</source>
        <translation>défaut des règles</translation>
    </message>
    <message>
        <source>Rule-set stats</source>
        <translation>Caractéristiques du jeu de règles</translation>
    </message>
    <message>
        <source>GM notes</source>
        <translation>Notes du MJ</translation>
    </message>
    <message>
        <source>Never shown to the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Height (eyes)</source>
        <translation>Hauteur (yeux)</translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty eye height: the rule set&apos;s, %1 meters for this size.</extracomment>
        <translation>auto&#xa0;: %1 m</translation>
    </message>
    <message>
        <source>From its feet to its eyes, in meters; empty: the rule set&apos;s</source>
        <translation>Des pieds aux yeux, en mètres&#xa0;; vide&#xa0;: celle du jeu de règles</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation>valeur attendue, mais la clé est absente</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>chaîne attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>chaîne non vide attendue</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true ou false attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>liste attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation>version %1 ou antérieure attendue ; ce fichier a été écrit par un Gridkeep plus récent (version %2)</translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation>version supérieure ou égale à 1 attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>nombre attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>nombre entier attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>objet attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a colour &quot;#RRGGBB&quot; or &quot;#AARRGGBB&quot;, got &quot;%1&quot;</source>
        <translation>couleur « #RRGGBB » ou « #AARRGGBB » attendue, reçu « %1 »</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation>attendu du JSON valide, mais la ligne %1, colonne %2 contient une erreur&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>attendu un objet JSON au niveau supérieur</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: impossible d&apos;écrire&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1&#xa0;: impossible d&apos;enregistrer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>JsonRefusal</name>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected at most %1 %2, got %3</source>
        <translation>attendu au plus %1 %2, reçu %3</translation>
    </message>
</context>
<context>
    <name>LabyrinthianProcedure</name>
    <message>
        <source>%1: Combat Roll %2 (%3), total %4; Action Ratings %5</source>
        <extracomment>%2 is the rule set&apos;s Combat Roll dice, %3 the faces rolled.</extracomment>
        <translation>%1 : jet de combat %2 (%3), total %4 ; valeurs d&apos;action %5</translation>
    </message>
    <message numerus="yes">
        <source>; %n Critical Action(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n action critique</numerusform>
            <numerusform>; %n actions critiques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n Skill Point(s)</source>
        <extracomment>Added to a combatant&apos;s Combat Roll line.</extracomment>
        <translation>
            <numerusform>; %n point de compétence</numerusform>
            <numerusform>; %n points de compétence</numerusform>
        </translation>
    </message>
    <message>
        <source>; Movement %1</source>
        <extracomment>Ends a combatant&apos;s Combat Roll line.</extracomment>
        <translation>; déplacement %1</translation>
    </message>
    <message>
        <source>Tie at %1: roll-off %2: %3</source>
        <extracomment>%1 is the tied total, %2 the tie die, %3 each name with its roll.</extracomment>
        <translation>Égalité à %1 : départage %2 : %3</translation>
    </message>
    <message>
        <source>Allies tie at %1: %2 choose who acts first</source>
        <extracomment>%1 is the tied total, %2 the names of the tied allies.</extracomment>
        <translation>Alliés à égalité à %1 : %2 choisissent qui agit en premier</translation>
    </message>
    <message>
        <source>%1 seizes the Initiative</source>
        <translation>%1 prend l&apos;initiative</translation>
    </message>
    <message>
        <source>%1 is at 0 %2: cannot react, and is vulnerable</source>
        <extracomment>%2 is a pool&apos;s short name.</extracomment>
        <translation>%1 est à 0 %2 : ne peut pas réagir et est vulnérable</translation>
    </message>
</context>
<context>
    <name>LightEditor</name>
    <message>
        <source>dark</source>
        <translation>obscurité</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>bright</source>
        <translation>vive</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Noun: a light source.</extracomment>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>Nobody: it stays where it is</source>
        <translation>Personne : elle reste où elle est</translation>
    </message>
    <message>
        <source>A light needs a point on the map and radii from 0 to %1 squares, bright no larger than dim.</source>
        <translation>Une lumière nécessite un point sur la carte et des rayons de 0 à %1 cases, la lumière vive ne dépassant pas la faible.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>%1 goes where its bearer goes: move the token, or set the light down first.</source>
        <translation>%1 suit son porteur : déplacez le pion, ou posez d&apos;abord la lumière.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Put out %1</source>
        <translation>Éteindre %1</translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation>Couleur par défaut pour %1</translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation>Changer la couleur de %1</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Redimensionner %1</translation>
    </message>
    <message>
        <source>Make %1 a %2</source>
        <translation>Faire de %1 : %2</translation>
    </message>
    <message>
        <source>Set down %1</source>
        <translation>Poser %1</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Donner %1 à %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>%1 carries a %2</source>
        <translation>%1 porte : %2</translation>
    </message>
    <message>
        <source>Give %1 a %2</source>
        <translation>Donner à %1 : %2</translation>
    </message>
    <message>
        <source>Take %1&apos;s light</source>
        <translation>Retirer la lumière de %1</translation>
    </message>
    <message>
        <source>Ambient light: %1</source>
        <translation>Lumière ambiante : %1</translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>noun: the light numbered %1</comment>
        <translation>Lumière %1</translation>
    </message>
    <message numerus="yes">
        <source>A board holds at most %n lights.</source>
        <translation>
            <numerusform>Un plateau contient au plus %n lumière.</numerusform>
            <numerusform>Un plateau contient au plus %n lumières.</numerusform>
        </translation>
    </message>
    <message>
        <source>Light %1</source>
        <comment>verb: an undo step that turns the light %1 on</comment>
        <translation>Allumer %1</translation>
    </message>
    <message>
        <source>Automatic height for %1</source>
        <translation>Hauteur automatique pour %1</translation>
    </message>
    <message>
        <source>Set height of %1</source>
        <translation>Définir la hauteur de %1</translation>
    </message>
</context>
<context>
    <name>LightPanel</name>
    <message>
        <source>%1 sq</source>
        <translation>%1 cases</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Terminé : retour aux propriétés du pion</translation>
    </message>
    <message>
        <source>%1 is hidden, but the players will see the glow of this light.</source>
        <translation>%1 est caché, mais les joueurs verront la lueur de cette lumière.</translation>
    </message>
    <message>
        <source>Lit</source>
        <extracomment>Whether the light is on.</extracomment>
        <translation>Allumée</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Bright</source>
        <extracomment>The radius of bright light, in squares.</extracomment>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Bright light reaches this far (squares)</source>
        <translation>Portée de la lumière vive (cases)</translation>
    </message>
    <message>
        <source>Dim</source>
        <extracomment>The radius of dim light, in squares.</extracomment>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Dim light reaches this far (squares)</source>
        <translation>Portée de la lumière faible (cases)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <source>Bright %1, dim %2 squares</source>
        <translation>Vive %1, faible %2 cases</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Default: a flame&apos;s colour</source>
        <translation>Par défaut : couleur d&apos;une flamme</translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation>Portée par</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>It shines from the middle of its bearer, wherever it goes.</source>
        <translation>Elle brille depuis le centre de son porteur, où qu&apos;il aille.</translation>
    </message>
    <message>
        <source>Drag the light to move it, its rings&apos; handles to resize it (Shift: off the half squares).</source>
        <translation>Faites glisser la lumière pour la déplacer, les poignées de ses anneaux pour la redimensionner (Maj : hors des demi-cases).</translation>
    </message>
    <message>
        <source>Delete Light</source>
        <translation>Supprimer la lumière</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Suppr</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>One letter on the default colour&apos;s swatch, short for &quot;automatic&quot;.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation>Couleur automatique</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Couleur %1</translation>
    </message>
    <message>
        <source>Height (z)</source>
        <extracomment>The light&apos;s height, absolute like elevations.</extracomment>
        <translation>Hauteur (z)</translation>
    </message>
    <message>
        <source>auto: %1 m</source>
        <extracomment>An empty light height: where it shines from then, %1 meters.</extracomment>
        <translation>auto&#xa0;: %1 m</translation>
    </message>
    <message>
        <source>In meters, like elevations; empty: its bearer&apos;s eyes, or eye height above the ground</source>
        <translation>En mètres, comme les altitudes&#xa0;; vide&#xa0;: les yeux de son porteur, sinon la hauteur des yeux au-dessus du sol</translation>
    </message>
</context>
<context>
    <name>LightToolLayer</name>
    <message>
        <source>%1 · %2/%3 sq%4</source>
        <translation>%1 · %2/%3 cases%4</translation>
    </message>
    <message>
        <source> · off</source>
        <translation> · éteinte</translation>
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
        <translation>--drag-to nécessite --select TOKEN</translation>
    </message>
    <message>
        <source>--select: no token &quot;%1&quot; in this encounter</source>
        <translation>--select : aucun pion « %1 » dans cette rencontre</translation>
    </message>
    <message>
        <source>--drag-to: expected X,Y or POSITION,LEVEL, got &quot;%1&quot;</source>
        <translation>--drag-to : X,Y ou POSITION,NIVEAU attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at (%2)</source>
        <translation>--drag-to : %1 ne peut pas se tenir en (%2)</translation>
    </message>
    <message>
        <source>--drag-to: %1 cannot stand at %2</source>
        <translation>--drag-to : %1 ne peut pas se tenir en %2</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New…	Ctrl+N</source>
        <translation>&amp;Nouveau…	Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…	Ctrl+O</source>
        <translation>&amp;Ouvrir…	Ctrl+O</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>Open Session &amp;Folder…	Ctrl+Shift+O</source>
        <translation>Ouvrir un &amp;dossier de session…	Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation>Sessions ré&amp;centes</translation>
    </message>
    <message>
        <source>&amp;Save	Ctrl+S</source>
        <translation>&amp;Enregistrer	Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…	Ctrl+Shift+S</source>
        <translation>Enregistrer &amp;sous…	Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Import…	Ctrl+I</source>
        <translation>&amp;Importer…	Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>An export is running.</source>
        <translation>Un export est en cours.</translation>
    </message>
    <message>
        <source>&amp;PNG Picture…</source>
        <translation>Image &amp;PNG…</translation>
    </message>
    <message>
        <source>PDF &amp;Battle Sheet…</source>
        <translation>&amp;Feuille de bataille PDF…</translation>
    </message>
    <message>
        <source>&amp;Universal VTT Map…</source>
        <translation>Carte &amp;Universal VTT…</translation>
    </message>
    <message>
        <source>&amp;Quit	Ctrl+Q</source>
        <translation>&amp;Quitter	Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>D&amp;uplicate	Ctrl+D</source>
        <translation>D&amp;upliquer	Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete	Del</source>
        <translation>&amp;Supprimer	Del</translation>
    </message>
    <message>
        <source>Turn &amp;Left 45°	[</source>
        <translation>Pivoter à &amp;gauche de 45°	[</translation>
    </message>
    <message>
        <source>Turn &amp;Right 45°	]</source>
        <translation>Pivoter à &amp;droite de 45°	]</translation>
    </message>
    <message>
        <source>Select &amp;All	Ctrl+A</source>
        <translation>Tout s&amp;électionner	Ctrl+A</translation>
    </message>
    <message>
        <source>&amp;Settings…	Ctrl+,</source>
        <translation>&amp;Paramètres…	Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In	Ctrl+=</source>
        <translation>Zoom &amp;avant	Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;Out	Ctrl+-</source>
        <translation>Zoom a&amp;rrière	Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Fit Board	Ctrl+0</source>
        <translation>A&amp;juster au plateau	Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Surcouches</translation>
    </message>
    <message>
        <source>&amp;Zones of Control</source>
        <translation>&amp;Zones de contrôle</translation>
    </message>
    <message>
        <source>&amp;Surrounded</source>
        <translation>&amp;Encerclé</translation>
    </message>
    <message>
        <source>Line of &amp;Sight and Cover</source>
        <translation>&amp;Ligne de vue et couvert</translation>
    </message>
    <message>
        <source>&amp;High Ground</source>
        <translation>&amp;Position dominante</translation>
    </message>
    <message>
        <source>&amp;Movement and Path</source>
        <translation>&amp;Déplacement et chemin</translation>
    </message>
    <message>
        <source>&amp;Facing and Backstab</source>
        <translation>&amp;Orientation et attaque dans le dos</translation>
    </message>
    <message>
        <source>Melee &amp;Reach</source>
        <translation>&amp;Allonge</translation>
    </message>
    <message>
        <source>&amp;Player View	F9</source>
        <translation>&amp;Vue des joueurs	F9</translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation>&amp;Options de la vue des joueurs</translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen	Ctrl+B</source>
        <translation>É&amp;cran des joueurs vide	Ctrl+B</translation>
    </message>
    <message>
        <source>&amp;Show Players This	Ctrl+Shift+P</source>
        <translation>&amp;Montrer ceci aux joueurs	Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Fit Player View to Board</source>
        <translation>Ajuster la vue des joueurs au &amp;plateau</translation>
    </message>
    <message>
        <source>&amp;True Scale (Pan with Alt+Arrows)</source>
        <translation>Échelle &amp;réelle (défiler avec Alt+flèches)</translation>
    </message>
    <message>
        <source>&amp;Calibrate True Scale…</source>
        <translation>Ca&amp;librer l&apos;échelle réelle…</translation>
    </message>
    <message>
        <source>Player View &amp;Screen…</source>
        <translation>Écra&amp;n de la vue des joueurs…</translation>
    </message>
    <message>
        <source>Share &amp;Zones of Control</source>
        <translation>Partager les &amp;zones de contrôle</translation>
    </message>
    <message>
        <source>Share S&amp;urrounded</source>
        <translation>Partager l&apos;&amp;encerclement</translation>
    </message>
    <message>
        <source>Share Sight and &amp;Cover</source>
        <translation>Partager la vue et le &amp;couvert</translation>
    </message>
    <message>
        <source>Share &amp;High Ground</source>
        <translation>Partager la position &amp;dominante</translation>
    </message>
    <message>
        <source>Share the &amp;Reach of Whoever Acts</source>
        <translation>Partager la portée de &amp;qui agit</translation>
    </message>
    <message>
        <source>Sessio&amp;n</source>
        <translation>Sessio&amp;n</translation>
    </message>
    <message>
        <source>&amp;Next Encounter	Ctrl+PgDown</source>
        <translation>Rencontre &amp;suivante	Ctrl+PgDown</translation>
    </message>
    <message>
        <source>&amp;Previous Encounter	Ctrl+PgUp</source>
        <translation>Rencontre &amp;précédente	Ctrl+PgUp</translation>
    </message>
    <message>
        <source>&amp;Reveal to Players	F10</source>
        <translation>&amp;Révéler aux joueurs	F10</translation>
    </message>
    <message>
        <source>Mark Current as &amp;Done</source>
        <translation>Marquer l&apos;actuelle comme &amp;terminée</translation>
    </message>
    <message>
        <source>Duplicate Current as &amp;Variant</source>
        <translation>Dupliquer l&apos;actuelle comme &amp;variante</translation>
    </message>
    <message>
        <source>&amp;Carry the Party Over</source>
        <translation>Reporter le &amp;groupe</translation>
    </message>
    <message>
        <source>Party &amp;Roster…</source>
        <translation>&amp;Effectif du groupe…</translation>
    </message>
    <message>
        <source>&amp;Encounters Panel	Ctrl+Shift+E</source>
        <translation>Panneau des re&amp;ncontres	Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>F&amp;og</source>
        <translation>&amp;Brouillard</translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation>&amp;Brouillard de guerre</translation>
    </message>
    <message>
        <source>Reveal What the &amp;Party Sees</source>
        <translation>Révéler ce que voit le &amp;groupe</translation>
    </message>
    <message>
        <source>Keep &amp;Explored Areas Dimmed</source>
        <translation>Garder les zones &amp;explorées assombries</translation>
    </message>
    <message>
        <source>&amp;Reveal Brush	Ctrl+Shift+R</source>
        <translation>Pinceau &amp;révéler	Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>&amp;Hide Brush	Ctrl+Shift+H</source>
        <translation>Pinceau &amp;cacher	Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Reveal &amp;All</source>
        <translation>&amp;Tout révéler</translation>
    </message>
    <message>
        <source>Hide A&amp;ll</source>
        <translation>Tout c&amp;acher</translation>
    </message>
    <message>
        <source>&amp;Forget Explored Areas</source>
        <translation>&amp;Oublier les zones explorées</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Combat</translation>
    </message>
    <message>
        <source>&amp;Start Combat	F5</source>
        <translation>&amp;Commencer le combat	F5</translation>
    </message>
    <message>
        <source>&amp;End Combat	Shift+F5</source>
        <translation>&amp;Terminer le combat	Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Next Turn	N</source>
        <translation>Tour &amp;suivant	N</translation>
    </message>
    <message>
        <source>&amp;Previous Turn	Shift+N</source>
        <translation>Tour &amp;précédent	Shift+N</translation>
    </message>
    <message>
        <source>De&amp;lay Turn	P</source>
        <translation>&amp;Retarder le tour	P</translation>
    </message>
    <message>
        <source>&amp;Give the Turn to Selected	J</source>
        <translation>Donner le tour à la sé&amp;lection	J</translation>
    </message>
    <message>
        <source>Move &amp;Up in the Order	Shift+PgUp</source>
        <translation>&amp;Monter dans l&apos;ordre	Shift+PgUp</translation>
    </message>
    <message>
        <source>Move D&amp;own in the Order	Shift+PgDown</source>
        <translation>Desce&amp;ndre dans l&apos;ordre	Shift+PgDown</translation>
    </message>
    <message>
        <source>&amp;Damage Selected…	D</source>
        <translation>&amp;Dégâts à la sélection…	D</translation>
    </message>
    <message>
        <source>&amp;Heal Selected…	H</source>
        <translation>S&amp;oigner la sélection…	H</translation>
    </message>
    <message>
        <source>&amp;Roll for Selected	R</source>
        <translation>&amp;Jet pour la sélection	R</translation>
    </message>
    <message>
        <source>&amp;Secret Roll	Shift+R</source>
        <translation>Jet s&amp;ecret	Shift+R</translation>
    </message>
    <message>
        <source>&amp;Attack…	F</source>
        <translation>&amp;Attaquer…	F</translation>
    </message>
    <message>
        <source>Add a &amp;Condition…	S</source>
        <translation>Ajo&amp;uter un état…	S</translation>
    </message>
    <message>
        <source>Reaction: Sei&amp;ze the Initiative	Q</source>
        <translation>Réaction&#xa0;: prendre l&apos;&amp;initiative	Q</translation>
    </message>
    <message>
        <source>Re&amp;veal to the Players	U</source>
        <translation>Ré&amp;véler aux joueurs	U</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>&amp;Skyward Allowed</source>
        <translation>&amp;Vol autorisé</translation>
    </message>
    <message>
        <source>&amp;Ambient Light</source>
        <translation>&amp;Lumière ambiante</translation>
    </message>
    <message>
        <source>&amp;Bright</source>
        <translation>&amp;Vive</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>&amp;Faible</translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation>&amp;Obscurité</translation>
    </message>
    <message>
        <source>Clear &amp;Drawings	Ctrl+Shift+K</source>
        <translation>Effacer les &amp;dessins	Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>Sight &amp;Over Heights</source>
        <translation>Vue par-dessus les &amp;hauteurs</translation>
    </message>
    <message>
        <source>Lines of sight run over low walls, crates and terraces</source>
        <translation>Les lignes de vue passent par-dessus les murets, les caisses et les terrasses</translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…	F7</source>
        <translation>&amp;Partager avec les appareils des joueurs…	F7</translation>
    </message>
    <message>
        <source>T&amp;urn Player View a Quarter</source>
        <translation>&amp;Tourner la vue des joueurs d&apos;un quart</translation>
    </message>
</context>
<context>
    <name>MetersProcedure</name>
    <message>
        <source>%1: initiative %2 + %3 = %4 (%5)</source>
        <extracomment>%2 is the roll, %3 the bonus, %4 the total, %5 the initiative dice.</extracomment>
        <translation>%1&#xa0;: initiative %2 + %3 = %4 (%5)</translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryModel</name>
    <message>
        <source>%1: only image files on this computer can become miniatures</source>
        <translation>%1&#xa0;: seuls les fichiers image de cet ordinateur peuvent devenir des figurines</translation>
    </message>
    <message>
        <source>%1: not an image Gridkeep can read</source>
        <translation>%1&#xa0;: ce n&apos;est pas une image que Gridkeep sait lire</translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>No miniature &quot;%1&quot;</source>
        <translation>Aucune figurine « %1 »</translation>
    </message>
    <message>
        <source>%1 is built in and cannot be changed</source>
        <translation>%1 est intégrée et ne peut pas être modifiée</translation>
    </message>
    <message>
        <source>A creature needs a name</source>
        <translation>Une créature doit avoir un nom</translation>
    </message>
    <message>
        <source>A creature&apos;s %1 comes from a token: use Save as creature</source>
        <translation>%1 d&apos;une créature vient d&apos;un pion&#xa0;: utilisez Enregistrer comme créature</translation>
    </message>
    <message>
        <source>A miniature needs a name</source>
        <translation>Une figurine doit avoir un nom</translation>
    </message>
    <message>
        <source>size: expected a whole number, 1 or more</source>
        <translation>size&#xa0;: attendu un nombre entier, 1 ou plus</translation>
    </message>
    <message>
        <source>stats.%1: expected an object of stats</source>
        <translation>stats.%1&#xa0;: attendu un objet de caractéristiques</translation>
    </message>
    <message>
        <source>A miniature has no field &quot;%1&quot;</source>
        <translation>Une figurine n&apos;a pas de champ « %1 »</translation>
    </message>
    <message>
        <source>%1 is built in and cannot be removed</source>
        <translation>%1 est intégrée et ne peut pas être supprimée</translation>
    </message>
    <message>
        <source>%1: cannot remove the creature (%2)</source>
        <translation>%1&#xa0;: impossible de supprimer la créature (%2)</translation>
    </message>
    <message>
        <source>Your miniatures could not all be read, and nothing was changed: %1</source>
        <translation>Vos figurines n&apos;ont pas toutes pu être lues, et rien n&apos;a été modifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Built-in miniatures: %1</source>
        <translation>Figurines intégrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>A creature file was skipped: %1</source>
        <translation>Un fichier de créature a été ignoré&#xa0;: %1</translation>
    </message>
    <message>
        <source>No stats yet</source>
        <translation>Pas encore de caractéristiques</translation>
    </message>
    <message>
        <source>No %1 stats (has %2): its tokens get the name and picture only</source>
        <translation>Aucune caractéristique %1 (en a pour %2)&#xa0;: ses pions ne reçoivent que le nom et l&apos;image</translation>
    </message>
    <message>
        <source>The creature cannot be saved: %1</source>
        <translation>La créature ne peut pas être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>No token &quot;%1&quot; to save as a creature</source>
        <translation>Aucun pion « %1 » à enregistrer comme créature</translation>
    </message>
    <message>
        <source>A creature needs a name with a letter or a digit</source>
        <translation>Une créature doit avoir un nom contenant une lettre ou un chiffre</translation>
    </message>
    <message>
        <source>This encounter has no rule set to save stats for</source>
        <translation>Cette rencontre n&apos;a pas de jeu de règles pour lequel enregistrer des caractéristiques</translation>
    </message>
    <message>
        <source>No session folder is open: the creature can go to your library</source>
        <translation>Aucun dossier de session n&apos;est ouvert&#xa0;: la créature peut aller dans votre bibliothèque</translation>
    </message>
    <message>
        <source>no ZoC</source>
        <translation>pas de ZdC</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>The damaged miniature file was kept as %1; the miniatures that could not be read are not in the new one.</source>
        <translation>Le fichier de figurines endommagé a été conservé sous %1&#xa0;; les figurines illisibles ne sont pas dans le nouveau.</translation>
    </message>
</context>
<context>
    <name>MiniatureLibraryPanel</name>
    <message>
        <source>Miniatures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Search names and tags</source>
        <translation>Rechercher noms et étiquettes</translation>
    </message>
    <message>
        <source>%1×%1 cells</source>
        <translation>%1×%1 cases</translation>
    </message>
    <message>
        <source>Creature of this session · drag onto the board, right-click to edit</source>
        <translation>Créature de cette session · faire glisser sur le plateau, clic droit pour modifier</translation>
    </message>
    <message>
        <source>Creature · drag onto the board, right-click to edit</source>
        <translation>Créature · faire glisser sur le plateau, clic droit pour modifier</translation>
    </message>
    <message>
        <source>Built in · drag onto the board</source>
        <translation>Intégrée · faire glisser sur le plateau</translation>
    </message>
    <message>
        <source>Yours · drag onto the board, right-click to edit</source>
        <translation>Les vôtres · faire glisser sur le plateau, clic droit pour modifier</translation>
    </message>
    <message>
        <source>S ☗</source>
        <translation>S ☗</translation>
    </message>
    <message>
        <source>No miniature matches “%1”</source>
        <translation>Aucune figurine ne correspond à « %1 »</translation>
    </message>
    <message>
        <source>No miniatures</source>
        <translation>Aucune figurine</translation>
    </message>
    <message>
        <source>Drag a miniature onto the board. Drop image files here to add your own.</source>
        <translation>Faites glisser une figurine sur le plateau. Déposez ici des fichiers image pour ajouter les vôtres.</translation>
    </message>
    <message>
        <source>Drop images to add miniatures</source>
        <translation>Déposez des images pour ajouter des figurines</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Search miniatures</source>
        <translation>Rechercher des figurines</translation>
    </message>
    <message>
        <source>Miniatures, drag one onto the board</source>
        <translation>Figurines, faites-en glisser une sur le plateau</translation>
    </message>
    <message>
        <source>%1, %2×%2 cells</source>
        <translation>%1, %2 × %2 cases</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
</context>
<context>
    <name>MiniatureStore</name>
    <message>
        <source>not valid JSON (%1 at offset %2)</source>
        <translation>JSON non valide (%1 à la position %2)</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <translation>format&#xa0;: «&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>version %1 is newer than this Gridkeep reads (%2)</source>
        <translation>la version %1 est plus récente que ce que cette version de Gridkeep sait lire (%2)</translation>
    </message>
    <message>
        <source>miniatures: expected a list</source>
        <translation>miniatures&#xa0;: liste attendue</translation>
    </message>
    <message>
        <source>%1.id: missing</source>
        <translation>%1.id&#xa0;: manquant</translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is used twice</source>
        <translation>%1.id&#xa0;: «&#xa0;%2&#xa0;» est utilisé deux fois</translation>
    </message>
    <message>
        <source>%1.size: expected 1 or more</source>
        <translation>%1.size&#xa0;: 1 ou plus attendu</translation>
    </message>
    <message>
        <source>%1.image: expected a file name in the store</source>
        <translation>%1.image&#xa0;: nom d&apos;un fichier de la collection attendu</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: cannot keep a copy of the damaged file as %2</source>
        <translation>%1&#xa0;: impossible de conserver une copie du fichier endommagé sous %2</translation>
    </message>
    <message>
        <source>%1: cannot copy into the miniature store (%2)</source>
        <translation>%1&#xa0;: impossible de copier dans la collection de figurines (%2)</translation>
    </message>
</context>
<context>
    <name>NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Square grid, in %1s</source>
        <translation>Grille carrée, en %1s</translation>
    </message>
    <message>
        <source>The 21-position Combat Grid</source>
        <translation>La grille de combat à 21 positions</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
</context>
<context>
    <name>OverlayText</name>
    <message>
        <source>range %1 %2</source>
        <translation>portée %1 %2</translation>
    </message>
    <message>
        <source>cannot end a move here</source>
        <translation>impossible de finir un déplacement ici</translation>
    </message>
    <message>
        <source>hindered by </source>
        <translation>gêné par </translation>
    </message>
    <message>
        <source>no way out</source>
        <translation>aucune issue</translation>
    </message>
    <message>
        <source>opposite corners</source>
        <translation>coins opposés</translation>
    </message>
    <message>
        <source>Surrounded — %1: %2</source>
        <translation>Encerclé — %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>déplacement %1</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <source> · over %1</source>
        <translation> · dépasse %1</translation>
    </message>
    <message>
        <source>Advantage %1</source>
        <translation>Avantage %1</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centre</translation>
    </message>
    <message>
        <source>top-left</source>
        <translation>haut gauche</translation>
    </message>
    <message>
        <source>top-right</source>
        <translation>haut droite</translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation>bas gauche</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>bas droite</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 depuis %2</translation>
    </message>
    <message>
        <source> · unseen · %1 (lighting does not count)</source>
        <translation> · non vu · %1 (l&apos;éclairage ne compte pas)</translation>
    </message>
    <message>
        <source> · %1 (cover %2, %3 %4)</source>
        <translation> · %1 (couvert %2, %3 %4)</translation>
    </message>
    <message>
        <source>Blocked %1 of %2: %3 · clear: %4</source>
        <translation>Bloquées %1 sur %2&#xa0;: %3 · dégagées&#xa0;: %4</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>non vu</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Backstab on %1</source>
        <translation>Attaque dans le dos sur %1</translation>
    </message>
    <message numerus="yes">
        <source>All %n lines clear</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>%n ligne dégagée</numerusform>
            <numerusform>Les %n lignes sont dégagées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n lines blocked</source>
        <extracomment>The lines of sight from an observer to a square (always several).</extracomment>
        <translation>
            <numerusform>%n ligne bloquée</numerusform>
            <numerusform>Les %n lignes sont bloquées</numerusform>
        </translation>
    </message>
    <message>
        <source>enters </source>
        <translation>entre dans </translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation>%1 en %2,%3</translation>
    </message>
</context>
<context>
    <name>PacesProcedure</name>
    <message>
        <source>The GM picks who acts first</source>
        <translation>Le MJ choisit qui agit en premier</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Map Pin</source>
        <translation>Épingle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Pin title</source>
        <translation>Titre de l&apos;épingle</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Pin text, the GM&apos;s only</source>
        <translation>Texte de l&apos;épingle, pour le MJ seul</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Concerne</translation>
    </message>
    <message>
        <source>The creature the pin is about</source>
        <translation>La créature que concerne l&apos;épingle</translation>
    </message>
    <message>
        <source>Handout</source>
        <translation>Aide de jeu</translation>
    </message>
    <message>
        <source>The handout that goes with the pin</source>
        <translation>L&apos;aide de jeu liée à l&apos;épingle</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Show the handout to the players (F8 takes it down)</source>
        <translation>Montrer l&apos;aide de jeu aux joueurs (F8 la retire)</translation>
    </message>
    <message>
        <source>The players see this pin and its title (never its text)</source>
        <translation>Les joueurs voient cette épingle et son titre (jamais son texte)</translation>
    </message>
    <message>
        <source>Remove Pin</source>
        <translation>Retirer l&apos;épingle</translation>
    </message>
    <message>
        <source>Read-aloud text and secrets</source>
        <translation>Texte à lire et secrets</translation>
    </message>
</context>
<context>
    <name>PlayerScreenPicker</name>
    <message>
        <source>Player View Screen</source>
        <translation>Écran de la vue des joueurs</translation>
    </message>
    <message>
        <source>Show the player view on</source>
        <translation>Afficher la vue des joueurs sur</translation>
    </message>
    <message>
        <source>%1 (main screen)</source>
        <translation>%1 (écran principal)</translation>
    </message>
    <message>
        <source>Full screen on %1, for the players&apos; monitor or TV</source>
        <translation>Plein écran sur %1, pour le moniteur ou la télé des joueurs</translation>
    </message>
    <message>
        <source>A window on this screen</source>
        <translation>Une fenêtre sur cet écran</translation>
    </message>
    <message>
        <source>A normal window next to yours, to move and resize by hand</source>
        <translation>Une fenêtre normale à côté de la vôtre, à déplacer et redimensionner à la main</translation>
    </message>
    <message>
        <source>Connect the players&apos; monitor or TV to show the view there full screen.</source>
        <translation>Branchez le moniteur ou la télé des joueurs pour y afficher la vue en plein écran.</translation>
    </message>
</context>
<context>
    <name>PlayerViewControl</name>
    <message>
        <source>&amp;Player View</source>
        <translation>&amp;Vue des joueurs</translation>
    </message>
    <message>
        <source>&amp;Blank Player Screen</source>
        <translation>É&amp;cran des joueurs vide</translation>
    </message>
    <message>
        <source>&amp;Reveal Brush</source>
        <translation>Pinceau &amp;révéler</translation>
    </message>
    <message>
        <source>&amp;Hide Brush</source>
        <translation>Pinceau &amp;cacher</translation>
    </message>
    <message>
        <source>&amp;Show Players This…</source>
        <translation>&amp;Montrer ceci aux joueurs…</translation>
    </message>
    <message>
        <source>Hide &amp;Handout</source>
        <translation>Masquer l&apos;&amp;aide de jeu</translation>
    </message>
    <message>
        <source>Show &amp;Handout to Players</source>
        <translation>Montrer l&apos;&amp;aide de jeu aux joueurs</translation>
    </message>
    <message>
        <source>Share With Players&apos; &amp;Devices…</source>
        <translation>&amp;Partager avec les appareils des joueurs…</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Gridkeep — Player View</source>
        <translation>Gridkeep — Vue des joueurs</translation>
    </message>
    <message>
        <source>Between scenes</source>
        <translation>Entre deux scènes</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordre des tours</translation>
    </message>
    <message>
        <source>%1, acting</source>
        <translation>%1, en action</translation>
    </message>
    <message>
        <source>%1, defeated</source>
        <translation>%1, vaincu</translation>
    </message>
</context>
<context>
    <name>PlayersEncounter</name>
    <message>
        <source>Unknown creature</source>
        <translation>Créature inconnue</translation>
    </message>
</context>
<context>
    <name>PositionBoardItem</name>
    <message>
        <source>band %1</source>
        <translation>bande %1</translation>
    </message>
    <message>
        <source>ENEMY SIDE</source>
        <translation>CAMP ENNEMI</translation>
    </message>
    <message>
        <source>ALLY SIDE</source>
        <translation>CAMP ALLIÉ</translation>
    </message>
    <message>
        <source>THE DIVIDE</source>
        <translation>LA LIGNE DE PARTAGE</translation>
    </message>
</context>
<context>
    <name>PositionBoardView</name>
    <message>
        <source>no sight</source>
        <translation>pas de vue</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>engagé</translation>
    </message>
    <message>
        <source>flanks</source>
        <translation>prend de flanc</translation>
    </message>
    <message>
        <source>flanked</source>
        <translation>pris de flanc</translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation>salve %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>position dominante</translation>
    </message>
    <message>
        <source>low ground</source>
        <translation>position dominée</translation>
    </message>
    <message numerus="yes">
        <source>Combat Grid, %n token(s)</source>
        <translation>
            <numerusform>Grille de combat, %n pion</numerusform>
            <numerusform>Grille de combat, %n pions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionCard</name>
    <message>
        <source>%1 Difficult</source>
        <translation>%1 difficile</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difficile</translation>
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
        <translation>Eau</translation>
    </message>
    <message>
        <source>Filled</source>
        <translation>Remplie</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n pion</numerusform>
            <numerusform>%1, %n pions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionFlagsMenu</name>
    <message>
        <source>Difficult</source>
        <extracomment>Difficult terrain (a game term).</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Turbulent</source>
        <translation>Turbulent</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Fills position</source>
        <translation>Remplit la position</translation>
    </message>
    <message>
        <source>Saving Throw: %1…</source>
        <translation>Jet de sauvegarde : %1…</translation>
    </message>
    <message>
        <source>Saving Throw on Entering…</source>
        <translation>Jet de sauvegarde en entrant…</translation>
    </message>
    <message>
        <source>Skyward allowed</source>
        <translation>Vol autorisé</translation>
    </message>
</context>
<context>
    <name>PositionListModel</name>
    <message>
        <source>Band %1</source>
        <translation>Bande %1</translation>
    </message>
</context>
<context>
    <name>PositionOverlayModel</name>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
</context>
<context>
    <name>PositionSaveDialog</name>
    <message>
        <source>Saving Throw on entering</source>
        <translation>Jet de sauvegarde en entrant</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>A combatant entering this Difficult or Turbulent position rolls the Saving Throw against its current energy plus the modifier; on a failure it stays out and falls prone.</source>
        <translation>Un combattant qui entre dans cette position difficile ou turbulente fait un jet de sauvegarde contre son énergie actuelle plus le modificateur ; en cas d&apos;échec, il reste dehors et tombe à terre.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
</context>
<context>
    <name>PositionToken</name>
    <message>
        <source> · hidden from players</source>
        <translation> · caché aux joueurs</translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation>%1, %2, en %3</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them?</source>
        <translation>Gridkeep s&apos;est arrêté avant l&apos;enregistrement de ces modifications. Les récupérer&#xa0;?</translation>
    </message>
    <message>
        <source>Gridkeep ended before these changes were saved. Recover them? Each one opens as an unsaved encounter.</source>
        <translation>Gridkeep s&apos;est arrêté avant l&apos;enregistrement de ces modifications. Les récupérer&#xa0;? Chacune s&apos;ouvre comme une rencontre non enregistrée.</translation>
    </message>
    <message>
        <source>%1 — unsaved changes from %2</source>
        <translation>%1 — modifications non enregistrées (%2)</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation>Décider plus tard</translation>
    </message>
</context>
<context>
    <name>ReplaceNotesCommand</name>
    <message>
        <source>Edit GM notes</source>
        <translation>Modifier les notes du MJ</translation>
    </message>
</context>
<context>
    <name>RosterCarry</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list, e.g. &quot;3 HP damage, prone and stunned&quot;; %1 is all but the last.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 carries nothing</source>
        <translation>%1 ne reporte rien</translation>
    </message>
    <message>
        <source>%1 carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 ne reporte rien en sortant de %2</translation>
    </message>
    <message>
        <source>%1 carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation>%1 reporte %2</translation>
    </message>
    <message>
        <source>%1 carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation>%1 reporte %2 en sortant de %3</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing</source>
        <translation>%1 rejoint l&apos;effectif et ne reporte rien</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries nothing out of %2</source>
        <extracomment>%2 is the encounter, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 rejoint l&apos;effectif et ne reporte rien en sortant de %2</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;.</extracomment>
        <translation>%1 rejoint l&apos;effectif et reporte %2</translation>
    </message>
    <message>
        <source>%1 joins the roster and carries %2 out of %3</source>
        <extracomment>%2 is what the character carries, e.g. &quot;3 HP damage and prone&quot;; %3 the encounter.</extracomment>
        <translation>%1 rejoint l&apos;effectif et reporte %2 en sortant de %3</translation>
    </message>
    <message>
        <source>%1 carries nothing from %2</source>
        <extracomment>%2 is the encounter the character comes from, e.g. &quot;Bridge ambush&quot;.</extracomment>
        <translation>%1 ne reporte rien venant de %2</translation>
    </message>
    <message>
        <source>%1 carries %2 from %3</source>
        <extracomment>%2 is what the character carries; %3 the encounter it comes from.</extracomment>
        <translation>%1 reporte %2 venant de %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An amount of a pool without a maximum, e.g. &quot;2 Fate&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 damage</source>
        <translation>%1 %2 de dégâts</translation>
    </message>
    <message>
        <source>%1: %2 has nothing to recover from</source>
        <extracomment>%1 is the rule set&apos;s name for a rest, e.g. &quot;Long rest&quot;; %2 a character.</extracomment>
        <translation>%1&#xa0;: %2 n&apos;a rien à récupérer</translation>
    </message>
    <message>
        <source>%1: %2 is rid of %3</source>
        <translation>%1&#xa0;: %2 est débarrassé de %3</translation>
    </message>
</context>
<context>
    <name>RosterCarryCommand</name>
    <message>
        <source>Carry the party over</source>
        <translation>Reporter le groupe</translation>
    </message>
</context>
<context>
    <name>RosterTable</name>
    <message>
        <source>Party roster</source>
        <translation>Effectif du groupe</translation>
    </message>
    <message>
        <source>This encounter carries over</source>
        <translation>Cette rencontre reporte les blessures</translation>
    </message>
    <message>
        <source>On: the party arrives with the roster&apos;s wounds, and the roster takes theirs when the fight ends. Off for a flashback, a dream or a sparring match.</source>
        <translation>Activé&#xa0;: le groupe arrive avec les blessures de l&apos;effectif, et l&apos;effectif reprend les leurs à la fin du combat. Désactivé pour un flashback, un rêve ou un entraînement.</translation>
    </message>
    <message>
        <source>Take the Party Now</source>
        <translation>Prendre le groupe maintenant</translation>
    </message>
    <message>
        <source>The roster takes the party&apos;s tokens as they stand now</source>
        <translation>L&apos;effectif reprend l&apos;état actuel des pions du groupe</translation>
    </message>
    <message>
        <source>Carry Over Now</source>
        <translation>Reporter maintenant</translation>
    </message>
    <message>
        <source>The party&apos;s tokens take the roster&apos;s wounds (one undo step)</source>
        <translation>Les pions du groupe reçoivent les blessures de l&apos;effectif (une seule étape d&apos;annulation)</translation>
    </message>
    <message>
        <source>Rest: %1</source>
        <translation>Repos&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rest</source>
        <extracomment>Button: the party rests and recovers what the rule set says (a game term).</extracomment>
        <translation>Repos</translation>
    </message>
    <message>
        <source>This rule set has no rest between fights</source>
        <translation>Ce jeu de règles n&apos;a pas de repos entre les combats</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <source>Lasting conditions</source>
        <translation>États durables</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Reporté</translation>
    </message>
    <message>
        <source>%1: %2, counting up</source>
        <translation>%1&#xa0;: %2, croissant</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>%1
from %2</source>
        <translation>%1
venant de %2</translation>
    </message>
    <message>
        <source>Remove %1 from the roster</source>
        <translation>Retirer %1 de l&apos;effectif</translation>
    </message>
    <message>
        <source>No characters yet. The party side&apos;s tokens join when a fight ends.</source>
        <translation>Aucun personnage pour l&apos;instant. Les pions du camp du groupe le rejoignent à la fin d&apos;un combat.</translation>
    </message>
    <message>
        <source>Open a session folder to keep a party roster.</source>
        <translation>Ouvrez un dossier de session pour tenir un effectif du groupe.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Ce soir</translation>
    </message>
</context>
<context>
    <name>RosterTableModel</name>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>A character needs a name</source>
        <translation>Un personnage doit avoir un nom</translation>
    </message>
    <message>
        <source>No session folder is open</source>
        <translation>Aucun dossier de session n&apos;est ouvert</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>square.lightPresets: expected a list of {&quot;id&quot;, &quot;name&quot;, &quot;bright&quot;, &quot;dim&quot;}</source>
        <translation>square.lightPresets&#xa0;: attendu une liste de {&quot;id&quot;, &quot;name&quot;, &quot;bright&quot;, &quot;dim&quot;}</translation>
    </message>
    <message>
        <source>%1: expected an object with an &quot;id&quot;</source>
        <translation>%1&#xa0;: attendu un objet avec un &quot;id&quot;</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; is used twice</source>
        <translation>%1&#xa0;: l&apos;identifiant « %2 » est utilisé deux fois</translation>
    </message>
    <message>
        <source>%1: expected radii in cells with 0 ≤ &quot;bright&quot; ≤ &quot;dim&quot; ≤ %2</source>
        <translation>%1&#xa0;: attendu des rayons en cases avec 0 ≤ &quot;bright&quot; ≤ &quot;dim&quot; ≤ %2</translation>
    </message>
    <message>
        <source>square.terrain: every terrain kind needs an id</source>
        <translation>square.terrain&#xa0;: chaque type de terrain doit avoir un id</translation>
    </message>
    <message>
        <source>square.diagonals: expected &quot;alternating&quot; or &quot;chebyshev&quot;</source>
        <translation>square.diagonals&#xa0;: attendu &quot;alternating&quot; ou &quot;chebyshev&quot;</translation>
    </message>
    <message>
        <source>square.ruler: expected {&quot;perSquare&quot;: a positive number, &quot;unit&quot;: a name}</source>
        <translation>square.ruler&#xa0;: attendu {&quot;perSquare&quot;: un nombre positif, &quot;unit&quot;: un nom}</translation>
    </message>
    <message>
        <source>square.lighting: every level needs an id and a valid shade</source>
        <translation>square.lighting&#xa0;: chaque niveau doit avoir un id et une teinte valide</translation>
    </message>
    <message>
        <source>positions.edges: every edge joins two known positions</source>
        <translation>positions.edges&#xa0;: chaque arête relie deux positions connues</translation>
    </message>
    <message>
        <source>positions: a position rule set needs nodes and levels</source>
        <translation>positions&#xa0;: un jeu de règles à positions doit avoir des nœuds et des niveaux</translation>
    </message>
    <message>
        <source>combat.procedure: expected &quot;labyrinthian&quot;, &quot;paces&quot;, &quot;meters&quot; or &quot;classic&quot;</source>
        <translation>combat.procedure&#xa0;: attendu &quot;labyrinthian&quot;, &quot;paces&quot;, &quot;meters&quot; ou &quot;classic&quot;</translation>
    </message>
    <message>
        <source>combat.pools: every pool needs an id</source>
        <translation>combat.pools&#xa0;: chaque réserve doit avoir un id</translation>
    </message>
    <message>
        <source>combat: &quot;%1&quot; is not one of combat.pools</source>
        <translation>combat&#xa0;: « %1 » ne fait pas partie de combat.pools</translation>
    </message>
    <message>
        <source>carryOver: expected an object</source>
        <translation>carryOver&#xa0;: attendu un objet</translation>
    </message>
    <message>
        <source>carryOver.pools: expected an object of pool id → &quot;carry&quot; or &quot;reset&quot;</source>
        <translation>carryOver.pools&#xa0;: attendu un objet id de réserve → &quot;carry&quot; ou &quot;reset&quot;</translation>
    </message>
    <message>
        <source>%1: expected a pool of combat.pools (%2)</source>
        <translation>%1&#xa0;: attendu une réserve de combat.pools (%2)</translation>
    </message>
    <message>
        <source>%1: expected &quot;carry&quot; or &quot;reset&quot;, got %2</source>
        <translation>%1&#xa0;: attendu &quot;carry&quot; ou &quot;reset&quot;, reçu %2</translation>
    </message>
    <message>
        <source>carryOver.conditions: expected an object of condition id → &quot;rest&quot; or &quot;kept&quot;</source>
        <translation>carryOver.conditions&#xa0;: attendu un objet id d&apos;état → &quot;rest&quot; ou &quot;kept&quot;</translation>
    </message>
    <message>
        <source>%1: expected a condition of the rule set</source>
        <translation>%1&#xa0;: attendu un état du jeu de règles</translation>
    </message>
    <message>
        <source>%1: expected &quot;rest&quot; or &quot;kept&quot;, got %2</source>
        <translation>%1&#xa0;: attendu &quot;rest&quot; ou &quot;kept&quot;, reçu %2</translation>
    </message>
    <message>
        <source>carryOver.rest: expected an object with a &quot;name&quot;</source>
        <translation>carryOver.rest&#xa0;: attendu un objet avec un &quot;name&quot;</translation>
    </message>
    <message>
        <source>carryOver.rest.restores: expected a list of pool ids</source>
        <translation>carryOver.rest.restores&#xa0;: attendu une liste d&apos;id de réserves</translation>
    </message>
    <message>
        <source>carryOver.rest.restores[%1]: expected a pool that carries (%2)</source>
        <translation>carryOver.rest.restores[%1]&#xa0;: attendu une réserve qui se reporte (%2)</translation>
    </message>
    <message>
        <source>id: expected the rule set&apos;s id</source>
        <translation>id&#xa0;: attendu l&apos;id du jeu de règles</translation>
    </message>
    <message>
        <source>board: expected &quot;square&quot; or &quot;positions&quot;</source>
        <translation>board&#xa0;: attendu &quot;square&quot; ou &quot;positions&quot;</translation>
    </message>
    <message>
        <source>square.eyeHeightPerSize: expected a height in meters above 0</source>
        <translation>square.eyeHeightPerSize&#xa0;: attendu une hauteur en mètres supérieure à 0</translation>
    </message>
</context>
<context>
    <name>RuleSetRegistry</name>
    <message>
        <source>no rule set named &quot;%1&quot;</source>
        <translation>aucun jeu de règles nommé « %1 »</translation>
    </message>
    <message>
        <source>rule file %1 is broken: %2</source>
        <translation>le fichier de règles %1 est défectueux : %2</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation>jeu de règles inconnu « %1 » (connus : %2)</translation>
    </message>
</context>
<context>
    <name>RulerMeasure</name>
    <message>
        <source>%1 square · %2 %3</source>
        <translation>%1 case · %2 %3</translation>
    </message>
    <message>
        <source>%1 squares · %2 %3</source>
        <translation>%1 cases · %2 %3</translation>
    </message>
</context>
<context>
    <name>RulerModel</name>
    <message numerus="yes">
        <source>%n square(s) · %1 %2</source>
        <extracomment>The ruler&apos;s total: squares walked, then the length in the rule set&apos;s unit (%2, e.g. &quot;ft&quot;).</extracomment>
        <translation>
            <numerusform>%n case · %1 %2</numerusform>
            <numerusform>%n cases · %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sq · %2 %3</source>
        <extracomment>One leg of the ruler: squares (&quot;sq&quot; short for squares), length, unit.</extracomment>
        <translation>%1 cases · %2 %3</translation>
    </message>
</context>
<context>
    <name>RulerPalette</name>
    <message>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Drag from a cell or a token</source>
        <translation>Glisser depuis une case ou un pion</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>Partager avec les joueurs</translation>
    </message>
    <message>
        <source>Share the ruler with the players: their view draws the route and its length too</source>
        <translation>Partager la règle avec les joueurs&#xa0;: leur vue affiche aussi le trajet et sa longueur</translation>
    </message>
    <message>
        <source>Click to add a waypoint, double-click to finish, Esc clears. M or V leaves the ruler.</source>
        <translation>Cliquer pour ajouter une étape, double-cliquer pour terminer, Esc efface. M ou V quitte la règle.</translation>
    </message>
</context>
<context>
    <name>SaveCreatureDialog</name>
    <message>
        <source>Save as creature</source>
        <translation>Enregistrer comme créature</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Ghoul</source>
        <translation>Goule</translation>
    </message>
    <message>
        <source>In my library</source>
        <translation>Dans ma bibliothèque</translation>
    </message>
    <message>
        <source>Kept with your own miniatures, for every session</source>
        <translation>Conservée avec vos propres figurines, pour chaque session</translation>
    </message>
    <message>
        <source>In this session&apos;s folder</source>
        <translation>Dans le dossier de cette session</translation>
    </message>
    <message>
        <source>Saved under creatures/ in the session folder, so the evening travels with its monsters</source>
        <translation>Enregistrée sous creatures/ dans le dossier de session, pour que la soirée voyage avec ses monstres</translation>
    </message>
    <message>
        <source>Open a session folder to keep creatures with it</source>
        <translation>Ouvrez un dossier de session pour y conserver des créatures</translation>
    </message>
    <message>
        <source>“%1” is already a creature: its %2 stats are replaced, its other rule sets kept.</source>
        <translation>« %1 » est déjà une créature&#xa0;: ses caractéristiques %2 sont remplacées, ses autres jeux de règles conservés.</translation>
    </message>
    <message>
        <source>Size, speed, reach, pools, stats, conditions and notes for %1 are saved; each token dragged in from it gets the next number.</source>
        <translation>Taille, vitesse, allonge, réserves, caractéristiques, états et notes de %1 sont enregistrés&#xa0;; chaque pion qui en est tiré reçoit le numéro suivant.</translation>
    </message>
</context>
<context>
    <name>SavingThrowDialog</name>
    <message>
        <source>Saving Throw</source>
        <translation>Jet de sauvegarde</translation>
    </message>
    <message>
        <source>%1 enters %2 (+%3 %4). Roll %5 + current %4: it must beat %4 + %3, or %1 cannot pass and is knocked prone.</source>
        <translation>%1 entre dans %2 (+%3 %4). Lancez %5 + %4 actuel&#xa0;: il faut battre %4 + %3, sinon %1 ne peut pas passer et tombe à terre.</translation>
    </message>
    <message>
        <source>Roll the Saving Throw</source>
        <translation>Lancer le jet de sauvegarde</translation>
    </message>
</context>
<context>
    <name>SessionActions</name>
    <message>
        <source>&amp;Next Encounter</source>
        <translation>Rencontre &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous Encounter</source>
        <translation>Rencontre &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Reveal to Players</source>
        <translation>&amp;Révéler aux joueurs</translation>
    </message>
    <message>
        <source>&amp;Encounters Panel</source>
        <translation>Panneau des &amp;rencontres</translation>
    </message>
</context>
<context>
    <name>SessionFolder</name>
    <message>
        <source>expected a file in the session folder, but it links to one outside it (not read)</source>
        <translation>attendu un fichier du dossier de session, mais il renvoie vers un fichier extérieur (non lu)</translation>
    </message>
    <message>
        <source>expected a folder, got a file</source>
        <translation>attendu un dossier, reçu un fichier</translation>
    </message>
    <message>
        <source>expected a folder, but there is none</source>
        <translation>attendu un dossier, mais il n&apos;y en a pas</translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation>impossible de lire le dossier</translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>expected the name of an .encounter file in the session folder, got %1</source>
        <translation>nom d&apos;un fichier .encounter du dossier de session attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected each file once, but &quot;%1&quot; is listed twice</source>
        <translation>chaque fichier attendu une seule fois, mais « %1 » figure deux fois</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>chaîne non vide attendue</translation>
    </message>
    <message>
        <source>expected a unique roster id, but &quot;%1&quot; is used twice</source>
        <translation>identifiant d&apos;effectif unique attendu, mais « %1 » est utilisé deux fois</translation>
    </message>
    <message>
        <source>expected [value, max], two numbers of 0 or more, got %1</source>
        <translation>[valeur, max] attendu, deux nombres supérieurs ou égaux à 0, reçu %1</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>états</translation>
    </message>
    <message>
        <source>expected a condition id, got %1</source>
        <translation>identifiant d&apos;état attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected &quot;gridkeep-session&quot;, got %1</source>
        <translation>« gridkeep-session » attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected version %1 or lower; this file was written by a newer Gridkeep (version %2)</source>
        <translation>version %1 ou antérieure attendue ; ce fichier a été écrit par un Gridkeep plus récent (version %2)</translation>
    </message>
    <message>
        <source>expected a version of 1 or more, got %1</source>
        <translation>version supérieure ou égale à 1 attendue, reçu %1</translation>
    </message>
    <message>
        <source>encounters</source>
        <translation>rencontres</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>personnages</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier : %1</translation>
    </message>
    <message>
        <source>expected a session file of at most %1 MB, got %2 bytes</source>
        <translation>fichier de session d&apos;au plus %1 Mo attendu, reçu %2 octets</translation>
    </message>
</context>
<context>
    <name>SessionWorkspace</name>
    <message>
        <source>No session folder is open.</source>
        <translation>Aucun dossier de session n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>The running order could not be saved: %1</source>
        <translation>L&apos;ordre de passage n&apos;a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1 : n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read</source>
        <translation>%1 : le dossier est illisible</translation>
    </message>
    <message>
        <source>The session file was refused, so the folder opened in the default order: %1</source>
        <translation>Le fichier de session a été refusé ; le dossier s&apos;est donc ouvert dans l&apos;ordre par défaut : %1</translation>
    </message>
    <message>
        <source>%1 cannot be duplicated: %2</source>
        <translation>Impossible de dupliquer %1 : %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot start a new encounter: %1</source>
        <translation>Impossible de créer une nouvelle rencontre : %1</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The new language shows when Gridkeep starts next.</source>
        <translation>La nouvelle langue s&apos;affichera au prochain démarrage de Gridkeep.</translation>
    </message>
    <message>
        <source>Text and control size</source>
        <translation>Taille du texte et des contrôles</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Scales the panels, menus and dialogs; the board keeps its zoom</source>
        <translation>Met à l&apos;échelle les panneaux, menus et boîtes de dialogue&#xa0;; le plateau garde son zoom</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Black and white panels, strong board lines and overlays</source>
        <translation>Panneaux en noir et blanc, lignes du plateau et surcouches marquées</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
    <message>
        <source>Closes Gridkeep, asking first about unsaved changes, and opens it again in the new language</source>
        <translation>Ferme Gridkeep, en demandant d&apos;abord pour les modifications non enregistrées, et le rouvre dans la nouvelle langue</translation>
    </message>
    <message>
        <source>Touch and table</source>
        <translation>Tactile et table</translation>
    </message>
    <message>
        <source>Touch on the player view</source>
        <translation>Tactile sur la vue des joueurs</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>The party&apos;s tokens</source>
        <translation>Les pions du groupe</translation>
    </message>
    <message>
        <source>Any token it shows</source>
        <translation>Tout pion affiché</translation>
    </message>
    <message>
        <source>Lets the players move tokens by touching the player view on the table; each move goes through your undo and shows in the log</source>
        <translation>Permet aux joueurs de déplacer des pions en touchant la vue des joueurs sur la table ; chaque déplacement passe par votre annulation et figure dans le journal</translation>
    </message>
    <message>
        <source>This screen</source>
        <translation>Cet écran</translation>
    </message>
    <message>
        <source>Miniature guard</source>
        <translation>Protection des figurines</translation>
    </message>
    <message>
        <source>Miniature guard on %1</source>
        <translation>Protection des figurines sur %1</translation>
    </message>
    <message>
        <source>A touch that stays still for more than 1.5 s counts as a miniature standing on the screen: taps, pans and pinches ignore it</source>
        <translation>Un contact immobile plus de 1,5 s compte comme une figurine posée sur l&apos;écran : les touchers, défilements et pincements l&apos;ignorent</translation>
    </message>
    <message>
        <source>Turn the player view</source>
        <translation>Tourner la vue des joueurs</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Turn the player view on %1</source>
        <translation>Tourner la vue des joueurs sur %1</translation>
    </message>
    <message>
        <source>Turns the view clockwise, so the map reads the right way up for players sitting at another side of the table</source>
        <translation>Tourne la vue dans le sens horaire, pour que la carte soit à l&apos;endroit pour les joueurs assis d&apos;un autre côté de la table</translation>
    </message>
    <message>
        <source>Overscan</source>
        <translation>Surbalayage</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Overscan at the left edge of %1</source>
        <translation>Surbalayage au bord gauche de %1</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Overscan at the top edge of %1</source>
        <translation>Surbalayage au bord supérieur de %1</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Overscan at the right edge of %1</source>
        <translation>Surbalayage au bord droit de %1</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Overscan at the bottom edge of %1</source>
        <translation>Surbalayage au bord inférieur de %1</translation>
    </message>
    <message>
        <source>Pixels of this edge the screen&apos;s frame hides (a TV&apos;s overscan): the player view keeps the map inside them</source>
        <translation>Pixels de ce bord que le cadre de l&apos;écran masque (surbalayage d&apos;un téléviseur) : la vue des joueurs garde la carte à l&apos;intérieur</translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <source>This computer only</source>
        <translation>Cet ordinateur uniquement</translation>
    </message>
    <message>
        <source>“%1” is not a network address.</source>
        <translation>« %1 » n&apos;est pas une adresse réseau.</translation>
    </message>
    <message>
        <source>A join code has 16 to 128 letters, digits, “-” or “_”.</source>
        <translation>Un code d&apos;accès compte de 16 à 128 lettres, chiffres, « - » ou « _ ».</translation>
    </message>
    <message>
        <source>Sharing could not start: %1</source>
        <translation>Le partage n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share With Players&apos; Devices</source>
        <translation>Partager avec les appareils des joueurs</translation>
    </message>
    <message>
        <source>Stop Sharing</source>
        <translation>Arrêter le partage</translation>
    </message>
    <message>
        <source>Start Sharing</source>
        <translation>Démarrer le partage</translation>
    </message>
    <message>
        <source>Stop serving the player view; every device is disconnected</source>
        <translation>Ne plus servir la vue des joueurs&#xa0;; tous les appareils sont déconnectés</translation>
    </message>
    <message>
        <source>Serve the player view on the chosen network with a new join code (Enter)</source>
        <translation>Servir la vue des joueurs sur le réseau choisi avec un nouveau code d&apos;accès (Entrée)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close this window; the sharing goes on (Esc)</source>
        <translation>Fermer cette fenêtre&#xa0;; le partage continue (Esc)</translation>
    </message>
    <message>
        <source>Close this window (Esc)</source>
        <translation>Fermer cette fenêtre (Esc)</translation>
    </message>
    <message>
        <source>The players follow the player view in a web browser on their phones, tablets or laptops. They see only what the player window shows, and can change nothing.</source>
        <translation>Les joueurs suivent la vue des joueurs dans un navigateur web, sur leur téléphone, leur tablette ou leur ordinateur portable. Ils ne voient que ce que montre la fenêtre des joueurs et ne peuvent rien modifier.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>The network the players&apos; devices are on. “This computer only” is for trying it out here.</source>
        <translation>Le réseau où se trouvent les appareils des joueurs. « Cet ordinateur uniquement » sert à essayer ici.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port the devices connect to; 0 takes any free one</source>
        <translation>Le port auquel les appareils se connectent&#xa0;; 0 en prend un libre</translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation>Code QR de l&apos;adresse</translation>
    </message>
    <message>
        <source>The players scan this with their phone&apos;s camera to open the player view</source>
        <translation>Les joueurs le scannent avec l&apos;appareil photo de leur téléphone pour ouvrir la vue des joueurs</translation>
    </message>
    <message>
        <source>The players scan the code, or open this address on the same network:</source>
        <translation>Les joueurs scannent le code ou ouvrent cette adresse sur le même réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>The address with its join code; anyone who has it can watch</source>
        <translation>L&apos;adresse avec son code d&apos;accès&#xa0;; quiconque l&apos;a peut regarder</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the address to the clipboard, to send it to the players</source>
        <translation>Copier l&apos;adresse dans le presse-papiers pour l&apos;envoyer aux joueurs</translation>
    </message>
    <message>
        <source>Devices watching: %1</source>
        <translation>Appareils connectés&#xa0;: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucun pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Devices watching</source>
        <translation>Appareils connectés</translation>
    </message>
    <message>
        <source>%1, since %2</source>
        <translation>%1, depuis %2</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Déconnecter</translation>
    </message>
    <message>
        <source>Allow pings from devices</source>
        <translation>Autoriser les signaux des appareils</translation>
    </message>
    <message>
        <source>A tap on a device&apos;s board rings there in your window and on every screen, as your own pings do</source>
        <translation>Un appui sur le plateau d&apos;un appareil signale l&apos;endroit dans votre fenêtre et sur chaque écran, comme vos propres signaux</translation>
    </message>
    <message>
        <source>Disconnect this device; its page stays away until the player reloads it (Stop Sharing makes a new address)</source>
        <translation>Déconnecter cet appareil ; sa page reste à l’écart jusqu’à ce que le joueur la recharge (« Arrêter le partage » crée une nouvelle adresse)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Side panel</source>
        <translation>Panneau latéral</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Fight, in progress</source>
        <translation>Combat, en cours</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Fight ●</source>
        <translation>Combat ●</translation>
    </message>
    <message>
        <source>Handouts</source>
        <translation>Aides de jeu</translation>
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
        <translation>caché par la terrasse (%1) en %2</translation>
    </message>
    <message>
        <source>hidden by the %1 at %2</source>
        <translation>caché par %1 en %2</translation>
    </message>
    <message>
        <source>hidden by the %1 (%2) at %3</source>
        <translation>caché par %1 (%2) en %3</translation>
    </message>
    <message>
        <source>covered by the %1 at %2</source>
        <translation>à couvert derrière %1 en %2</translation>
    </message>
    <message>
        <source>covered by the %1 (%2) at %3</source>
        <translation>à couvert derrière %1 (%2) en %3</translation>
    </message>
    <message>
        <source>over the %1 (%2) at %3</source>
        <translation>par-dessus %1 (%2) en %3</translation>
    </message>
    <message>
        <source>covered by %1</source>
        <translation>à couvert derrière %1</translation>
    </message>
    <message>
        <source>past %1</source>
        <translation>sans toucher %1</translation>
    </message>
    <message>
        <source>stopped by a closed door</source>
        <translation>arrêté par une porte fermée</translation>
    </message>
    <message>
        <source>stopped by a wall</source>
        <translation>arrêté par un mur</translation>
    </message>
    <message>
        <source>under the door&apos;s top (%1)</source>
        <translation>sous le haut de la porte (%1)</translation>
    </message>
    <message>
        <source>under the wall&apos;s top (%1)</source>
        <translation>sous le haut du mur (%1)</translation>
    </message>
    <message>
        <source>over the wall&apos;s top (%1)</source>
        <translation>au-dessus du haut du mur (%1)</translation>
    </message>
</context>
<context>
    <name>SquareBoardView</name>
    <message>
        <source>in reach</source>
        <translation>à portée</translation>
    </message>
    <message>
        <source>⚔ Action</source>
        <translation>⚔ Action</translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation>Fermer la porte</translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation>Ouvrir la porte</translation>
    </message>
    <message>
        <source>Player view</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message numerus="yes">
        <source>Board, %n token(s)</source>
        <translation>
            <numerusform>Plateau, %n pion</numerusform>
            <numerusform>Plateau, %n pions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareOverlayItem</name>
    <message>
        <source>no sight</source>
        <translation>pas de vue</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>couvert</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>dégagé</translation>
    </message>
    <message numerus="yes">
        <source>+%n more observer(s)</source>
        <translation>
            <numerusform>+%n autre observateur</numerusform>
            <numerusform>+%n autres observateurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquareToken</name>
    <message>
        <source> · hidden from players</source>
        <translation> · caché aux joueurs</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>TacticalMapModel</name>
    <message>
        <source>line of sight</source>
        <translation>ligne de vue</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>pas de ligne de vue</translation>
    </message>
    <message>
        <source>%1 exposed</source>
        <translation>%1 exposé</translation>
    </message>
    <message>
        <source>%1 has cover</source>
        <translation>%1 est à couvert</translation>
    </message>
    <message>
        <source>covered from %1</source>
        <translation>à couvert de %1</translation>
    </message>
    <message>
        <source>exposed to %1</source>
        <translation>exposé à %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>position dominante</translation>
    </message>
    <message>
        <source>no high ground</source>
        <translation>pas de position dominante</translation>
    </message>
    <message>
        <source>not surrounded</source>
        <translation>pas encerclé</translation>
    </message>
    <message>
        <source>surrounded</source>
        <translation>encerclé</translation>
    </message>
    <message>
        <source>no other zone of control</source>
        <translation>aucune autre zone de contrôle</translation>
    </message>
    <message>
        <source>in another zone of control</source>
        <translation>dans une autre zone de contrôle</translation>
    </message>
    <message>
        <source>in the zone of %1</source>
        <translation>dans la zone de %1</translation>
    </message>
    <message>
        <source>unhindered</source>
        <translation>sans entrave</translation>
    </message>
    <message>
        <source>hindered by %1</source>
        <translation>entravé par %1</translation>
    </message>
    <message>
        <source>hindered</source>
        <translation>entravé</translation>
    </message>
    <message>
        <source>Against %1: %2/%3 · move %4
%5</source>
        <translation>Contre %1 : %2/%3 · déplacement %4
%5</translation>
    </message>
</context>
<context>
    <name>TacticsLegend</name>
    <message>
        <source>Each square %1 can reach this turn, scored against %2 as if it stood there: line of sight, target exposed, own cover, high ground, not surrounded, no other zone of control, unhindered path. Point at a square for its reasons. T over another token picks a new target; Esc clears it.</source>
        <translation>Chaque case que %1 peut atteindre ce tour, évaluée contre %2 comme s&apos;il s&apos;y trouvait&#xa0;: ligne de vue, cible exposée, propre couvert, position dominante, pas encerclé, aucune autre zone de contrôle, chemin libre. Pointez une case pour voir ses raisons. T sur un autre pion choisit une nouvelle cible&#xa0;; Esc l&apos;efface.</translation>
    </message>
    <message>
        <source>Tactical map: %1 → %2</source>
        <translation>Carte tactique&#xa0;: %1 → %2</translation>
    </message>
    <message>
        <source>Clear the target (Esc)</source>
        <translation>Effacer la cible (Esc)</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message numerus="yes">
        <source>Best here %1/%2 (outlined) · %n square(s)</source>
        <translation>
            <numerusform>Meilleur ici %1/%2 (encadré) · %n case</numerusform>
            <numerusform>Meilleur ici %1/%2 (encadré) · %n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the legend</source>
        <translation>Fermer la légende</translation>
    </message>
</context>
<context>
    <name>TemplateActionPopup</name>
    <message>
        <source>Heal everyone %1 catches</source>
        <translation>Soigner tous ceux que %1 touche</translation>
    </message>
    <message>
        <source>A condition on everyone %1 catches</source>
        <translation>Un état sur tous ceux que %1 touche</translation>
    </message>
    <message>
        <source>Damage everyone %1 catches</source>
        <translation>Infliger des dégâts à tous ceux que %1 touche</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>How many combat rounds the condition lasts.</extracomment>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu&apos;au retrait</translation>
    </message>
    <message>
        <source>Ends at the</source>
        <translation>Prend fin&#xa0;:</translation>
    </message>
    <message>
        <source>end of each one&apos;s turn</source>
        <translation>à la fin du tour de chacun</translation>
    </message>
    <message>
        <source>start of each one&apos;s turn</source>
        <translation>au début du tour de chacun</translation>
    </message>
    <message>
        <source>One undo step for all of them.</source>
        <translation>Une seule étape d&apos;annulation pour tous.</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Act on the tokens in the template</source>
        <translation>Agir sur les pions du gabarit</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>TemplateContextMenu</name>
    <message>
        <source>Damage All Caught…</source>
        <translation>Infliger des dégâts à tous les touchés…</translation>
    </message>
    <message>
        <source>Heal All Caught…</source>
        <translation>Soigner tous les touchés…</translation>
    </message>
    <message>
        <source>Set a Condition on All Caught…</source>
        <translation>Appliquer un état à tous les touchés…</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>Montrer aux joueurs</translation>
    </message>
    <message>
        <source>Walls Block It</source>
        <translation>Bloqué par les murs</translation>
    </message>
    <message>
        <source>Anchor to Token…</source>
        <translation>Ancrer à un pion…</translation>
    </message>
    <message>
        <source>Let Go of %1</source>
        <translation>Détacher de %1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>TemplateEditor</name>
    <message>
        <source>Cone</source>
        <translation>Cône</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>A template shape: a line-shaped spell area.</extracomment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>A template shape: a square spell area.</extracomment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Nobody caught</source>
        <translation>Personne n&apos;est touché</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>The shape&apos;s colour</source>
        <extracomment>The default in the list of template colours; the others are named after effects.</extracomment>
        <translation>La couleur de la forme</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Ambre</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Acide</translation>
    </message>
    <message>
        <source>Frost</source>
        <translation>Givre</translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation>Arcane</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Anchor %1 to %2</source>
        <translation>Ancrer %1 à %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Pivoter %1</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Redimensionner %1</translation>
    </message>
    <message>
        <source>The file could not hold that template: %1.</source>
        <translation>Le fichier n&apos;a pas pu contenir ce gabarit&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Clear the label of %1</source>
        <translation>Effacer l&apos;étiquette de %1</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Default colour for %1</source>
        <translation>Couleur par défaut pour %1</translation>
    </message>
    <message>
        <source>Recolour %1</source>
        <translation>Changer la couleur de %1</translation>
    </message>
    <message>
        <source>Show %1 to the players</source>
        <translation>Montrer %1 aux joueurs</translation>
    </message>
    <message>
        <source>Hide %1 from the players</source>
        <translation>Cacher %1 aux joueurs</translation>
    </message>
    <message>
        <source>Walls block %1</source>
        <translation>Les murs bloquent %1</translation>
    </message>
    <message>
        <source>%1 passes walls</source>
        <translation>%1 traverse les murs</translation>
    </message>
    <message>
        <source>Let go of %1</source>
        <translation>Détacher %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <translation>
            <numerusform>%n touché&#xa0;: %1</numerusform>
            <numerusform>%n touchés&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TemplateHandle</name>
    <message>
        <source>Template handle</source>
        <translation>Poignée du gabarit</translation>
    </message>
</context>
<context>
    <name>TemplateJson</name>
    <message>
        <source>expected %1 from 0 to %2 cells, got %3</source>
        <translation>%1 de 0 à %2 cases attendu, reçu %3</translation>
    </message>
    <message>
        <source>expected a unique, non-empty template id, got &quot;%1&quot;</source>
        <translation>identifiant de gabarit unique et non vide attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected the id of a token the template follows, got &quot;%1&quot;</source>
        <translation>identifiant du pion que suit le gabarit attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected a point within [0, %1] × [0, %2], got [%3, %4]</source>
        <translation>point dans [0, %1] × [0, %2] attendu, reçu [%3, %4]</translation>
    </message>
    <message>
        <source>expected a far point at most %1 cells from the origin, got [%2, %3]</source>
        <translation>point éloigné à au plus %1 cases de l&apos;origine attendu, reçu [%2, %3]</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>liste attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 templates, got %2</source>
        <translation>au plus %1 gabarits attendus, reçu %2</translation>
    </message>
    <message>
        <source>expected at most %1 cells in all template boxes (each counts the map cells within its reach), got more</source>
        <translation>au plus %1 cases au total dans les cadres des gabarits attendues (chacun compte les cases de la carte à sa portée), reçu davantage</translation>
    </message>
</context>
<context>
    <name>TemplateOverlayItem</name>
    <message>
        <source>nobody caught</source>
        <translation>personne n&apos;est touché</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n caught: %1</source>
        <extracomment>How many creatures a template&apos;s area catches, then their names.</extracomment>
        <translation>
            <numerusform>%n touché&#xa0;: %1</numerusform>
            <numerusform>%n touchés&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caught</source>
        <extracomment>How many creatures a template&apos;s area catches.</extracomment>
        <translation>
            <numerusform>%n touché</numerusform>
            <numerusform>%n touchés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · follows %2</source>
        <extracomment>%1 is the template&apos;s chip text so far, %2 the token it follows.</extracomment>
        <translation>%1 · suit %2</translation>
    </message>
</context>
<context>
    <name>TemplatePalette</name>
    <message>
        <source>Template</source>
        <translation>Gabarit</translation>
    </message>
    <message>
        <source>Circle: a burst round a point (drag: radius)</source>
        <translation>Cercle&#xa0;: une explosion autour d&apos;un point (glisser&#xa0;: rayon)</translation>
    </message>
    <message>
        <source>Cone: as wide as it is far (drag: its direction and length)</source>
        <translation>Cône&#xa0;: aussi large que long (glisser&#xa0;: sa direction et sa longueur)</translation>
    </message>
    <message>
        <source>Line: a bolt from a point (drag: its direction and length)</source>
        <translation>Ligne&#xa0;: un trait depuis un point (glisser&#xa0;: sa direction et sa longueur)</translation>
    </message>
    <message>
        <source>Square: along the grid (drag: from corner to corner)</source>
        <translation>Carré&#xa0;: aligné sur la grille (glisser&#xa0;: d&apos;un coin à l&apos;autre)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Rayon</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>%1 sq</source>
        <translation>%1 cases</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Click to place, drag to aim or size it (Shift: off the half squares). Drag a dot to move it, onto a token to make it follow. Del deletes.</source>
        <translation>Cliquer pour placer, glisser pour viser ou dimensionner (Shift&#xa0;: hors des demi-cases). Glisser un point pour le déplacer, sur un pion pour qu&apos;il le suive. Del supprime.</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Gabarits</translation>
    </message>
    <message>
        <source>Template size</source>
        <translation>Taille du gabarit</translation>
    </message>
    <message>
        <source>Line width</source>
        <translation>Largeur de la ligne</translation>
    </message>
    <message>
        <source>%1, shown to the players</source>
        <translation>%1, montré aux joueurs</translation>
    </message>
</context>
<context>
    <name>TemplatePanel</name>
    <message>
        <source>Name (Fireball, Breath…)</source>
        <translation>Nom (Boule de feu, Souffle…)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Rayon</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>The length of a square template&apos;s side.</extracomment>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Rotate the template (not a combat turn).</extracomment>
        <translation>Pivoter</translation>
    </message>
    <message>
        <source>Follows</source>
        <extracomment>The token the template moves with.</extracomment>
        <translation>Suit</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Montrer aux joueurs</translation>
    </message>
    <message>
        <source>Dashed on your map until the players see it; never shown while it follows a token they cannot see</source>
        <translation>En pointillés sur votre carte jusqu&apos;à ce que les joueurs le voient ; jamais affiché tant qu&apos;il suit un pion qu&apos;ils ne peuvent pas voir</translation>
    </message>
    <message>
        <source>Walls block it</source>
        <translation>Bloqué par les murs</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Done: back to the token inspector</source>
        <translation>Terminé&#xa0;: retour aux propriétés du pion</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Automatic colour</source>
        <translation>Couleur automatique</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Couleur %1</translation>
    </message>
    <message>
        <source>Turn 45° anticlockwise</source>
        <translation>Pivoter de 45° dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Turn 45° clockwise</source>
        <translation>Pivoter de 45° dans le sens horaire</translation>
    </message>
    <message>
        <source>Anchored to</source>
        <translation>Ancré à</translation>
    </message>
</context>
<context>
    <name>TemplateToolLayer</name>
    <message>
        <source>%1 follows %2: drag it off to set it down</source>
        <translation>%1 suit %2 : faites-le glisser ailleurs pour le poser</translation>
    </message>
    <message>
        <source>%1: drag to move it, onto a token to make it follow (Shift: exactly there)</source>
        <translation>%1 : faire glisser pour le déplacer, sur un pion pour qu&apos;il le suive (Maj : exactement là)</translation>
    </message>
    <message>
        <source>Drag to turn it and change its length</source>
        <translation>Faire glisser pour le pivoter et changer sa longueur</translation>
    </message>
    <message>
        <source>Drag to change the radius</source>
        <translation>Faire glisser pour changer le rayon</translation>
    </message>
    <message>
        <source>Drag to change the width</source>
        <translation>Faire glisser pour changer la largeur</translation>
    </message>
    <message>
        <source>Drag to change the side</source>
        <translation>Faire glisser pour changer le côté</translation>
    </message>
</context>
<context>
    <name>ThumbnailRenderer</name>
    <message>
        <source>%1: cannot create the thumbnail folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier des vignettes</translation>
    </message>
</context>
<context>
    <name>TokenContextMenu</name>
    <message>
        <source>Inspect…</source>
        <translation>Inspecter…</translation>
    </message>
    <message>
        <source>Tactical Map Against</source>
        <translation>Carte tactique contre</translation>
    </message>
    <message>
        <source>%1 (not an enemy)</source>
        <translation>%1 (pas un ennemi)</translation>
    </message>
    <message>
        <source>Clear Tactical Map (Esc)</source>
        <translation>Effacer la carte tactique (Esc)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source> (no ZoC)</source>
        <translation> (pas de ZdC)</translation>
    </message>
    <message>
        <source>Side</source>
        <extracomment>Menu: the side (team) the token fights on.</extracomment>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Hidden from Players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <source>ZoC Weapon</source>
        <translation>Arme de ZdC</translation>
    </message>
    <message>
        <source>Reach</source>
        <extracomment>Menu: how many squares the token&apos;s zone of control reaches (a game term).</extracomment>
        <translation>Allonge</translation>
    </message>
    <message>
        <source>Rule set default (%1)</source>
        <translation>Défaut du jeu de règles (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn Left 45°</source>
        <translation>Tourner à gauche de 45°</translation>
    </message>
    <message>
        <source>Turn Right 45°</source>
        <translation>Tourner à droite de 45°</translation>
    </message>
    <message>
        <source>Save as Creature…</source>
        <translation>Enregistrer comme créature…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>TokenPanel</name>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Tokens (%1)</source>
        <translation>Pions (%1)</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <extracomment>A token&apos;s cell.</extracomment>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Allied With</source>
        <translation>Allié avec</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation>Supprimer le camp</translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation>Renommer le camp</translation>
    </message>
    <message>
        <source>Side name, e.g. Bandits</source>
        <translation>Nom du camp, p. ex. Bandits</translation>
    </message>
    <message>
        <source>(%1, %2) · %3×%3</source>
        <extracomment>A token&apos;s cell (%1, %2) and its size in squares (%3×%3).</extracomment>
        <translation>(%1, %2) · %3×%3</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n token(s)</source>
        <translation>
            <numerusform>%1, %n pion</numerusform>
            <numerusform>%1, %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Right click to rename or recolour</source>
        <translation>Clic droit pour renommer ou changer la couleur</translation>
    </message>
    <message>
        <source>Tokens by side</source>
        <translation>Pions par camp</translation>
    </message>
    <message>
        <source>%1, hidden from the players</source>
        <translation>%1, caché aux joueurs</translation>
    </message>
    <message>
        <source>Side name</source>
        <translation>Nom du camp</translation>
    </message>
</context>
<context>
    <name>TokenRelationModel</name>
    <message>
        <source>cell</source>
        <translation>case</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>pas de ligne de vue</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>couvert</translation>
    </message>
    <message>
        <source>clear line of sight</source>
        <translation>ligne de vue dégagée</translation>
    </message>
    <message>
        <source>melee: %1 (%2 m higher)</source>
        <translation>mêlée : %1 (%2 m plus haut)</translation>
    </message>
    <message>
        <source>melee: %1 (%2 m lower)</source>
        <translation>mêlée : %1 (%2 m plus bas)</translation>
    </message>
    <message>
        <source>ranged: %1</source>
        <translation>distance : %1</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2 : %3</translation>
    </message>
    <message>
        <source>line of sight</source>
        <translation>ligne de vue</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>engagé</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>prise de flanc</translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation>pris de flanc par %1</translation>
    </message>
    <message>
        <source>volley %1</source>
        <translation>salve %1</translation>
    </message>
    <message>
        <source>high ground</source>
        <translation>position dominante</translation>
    </message>
    <message>
        <source>low ground</source>
        <translation>position inférieure</translation>
    </message>
    <message>
        <source>vertical assault</source>
        <translation>assaut vertical</translation>
    </message>
</context>
<context>
    <name>TokenSpeech</name>
    <message numerus="yes">
        <source>%n more change(s).</source>
        <translation>
            <numerusform>%n autre changement.</numerusform>
            <numerusform>%n autres changements.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, at column %3 row %4</source>
        <translation>%1, %2, colonne %3 ligne %4</translation>
    </message>
    <message>
        <source>%1, %2, at %3</source>
        <translation>%1, %2, en %3</translation>
    </message>
    <message>
        <source>%1, %2, at %3, %4</source>
        <translation>%1, %2, en %3, %4</translation>
    </message>
    <message>
        <source>hidden from the players</source>
        <translation>caché aux joueurs</translation>
    </message>
    <message>
        <source>in cover from %1</source>
        <translation>à couvert de %1</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>à découvert</translation>
    </message>
    <message>
        <source>surrounded by %1</source>
        <translation>encerclé par %1</translation>
    </message>
    <message>
        <source>engaged with %1</source>
        <translation>engagé avec %1</translation>
    </message>
    <message>
        <source>flanked by %1</source>
        <translation>pris de flanc par %1</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 sur %2 %3</translation>
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
        <translation>%1 s&apos;est déplacé : %2.</translation>
    </message>
    <message>
        <source>%1 is no longer surrounded.</source>
        <translation>%1 n&apos;est plus encerclé.</translation>
    </message>
    <message>
        <source>%1 is surrounded by %2.</source>
        <translation>%1 est encerclé par %2.</translation>
    </message>
    <message>
        <source>%1 lost cover from %2.</source>
        <translation>%1 a perdu le couvert face à %2.</translation>
    </message>
    <message>
        <source>%1 is engaged with %2.</source>
        <translation>%1 est engagé avec %2.</translation>
    </message>
    <message>
        <source>%1 is flanked by %2.</source>
        <translation>%1 est pris de flanc par %2.</translation>
    </message>
    <message>
        <source>%1 is defeated.</source>
        <translation>%1 est vaincu.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 est maintenant %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1 n&apos;est plus %2.</translation>
    </message>
    <message>
        <source>%1 has no %2 left.</source>
        <translation>%1 n&apos;a plus de %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn, round %2.</source>
        <translation>Tour de %1, round %2.</translation>
    </message>
</context>
<context>
    <name>TrapDialog</name>
    <message>
        <source>Trap</source>
        <translation>Piège</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Trap name</source>
        <translation>Nom du piège</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Se déclenche</translation>
    </message>
    <message>
        <source>What sets the trap off</source>
        <translation>Ce qui déclenche le piège</translation>
    </message>
    <message>
        <source>When a token enters it</source>
        <translation>Quand un pion y entre</translation>
    </message>
    <message>
        <source>When a path crosses it</source>
        <translation>Quand un chemin le traverse</translation>
    </message>
    <message>
        <source>When a turn starts in it</source>
        <translation>Quand un tour y commence</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>What happens, the GM&apos;s only</source>
        <translation>Ce qui arrive, pour le MJ seul</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <source>Remove Trap</source>
        <translation>Retirer le piège</translation>
    </message>
    <message>
        <source>What happens when it fires</source>
        <translation>Ce qui arrive au déclenchement</translation>
    </message>
</context>
<context>
    <name>UvttReader</name>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>expected a value, but the key is missing</source>
        <translation>valeur attendue, mais la clé est absente</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>objet attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a list of %1, got %2</source>
        <translation>liste de %1 attendue, reçu %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>nombre attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>expected a point {&quot;x&quot;: …, &quot;y&quot;: …}, got %1</source>
        <translation>point {&quot;x&quot;: …, &quot;y&quot;: …} attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected one of the rule sets %1, got &quot;%2&quot;</source>
        <translation>un des jeux de règles %1 attendu, reçu « %2 »</translation>
    </message>
    <message>
        <source>expected a rule set with a square board; &quot;%1&quot; uses the Combat Grid</source>
        <translation>jeu de règles avec plateau carré attendu ; « %1 » utilise la grille de combat</translation>
    </message>
    <message>
        <source>format: missing; read as format 0.3</source>
        <translation>format : absent ; lu comme format 0.3</translation>
    </message>
    <message>
        <source>expected a number such as 0.3, got %1</source>
        <translation>nombre tel que 0.3 attendu, reçu %1</translation>
    </message>
    <message>
        <source>format: expected 0.2 or 0.3, got %1; read as format 0.3</source>
        <translation>format : 0.2 ou 0.3 attendu, reçu %1 ; lu comme format 0.3</translation>
    </message>
    <message>
        <source>expected at most %1 grid squares in all, got %2×%3</source>
        <translation>au plus %1 cases de grille au total attendues, reçu %2×%3</translation>
    </message>
    <message>
        <source>expected a positive number of pixels per grid square, got %1</source>
        <translation>nombre positif de pixels par case de grille attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a positive number of grid squares, got %1</source>
        <translation>nombre positif de cases de grille attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 wall segments and portals in all; this file has more</source>
        <translation>au plus %1 segments de mur et portails au total attendus ; ce fichier en a plus</translation>
    </message>
    <message>
        <source>expected a polyline (a list of points), got %1</source>
        <translation>polyligne (liste de points) attendue, reçu %1</translation>
    </message>
    <message>
        <source>%1: %2 wall segment outside the %3×%4 map was left out</source>
        <translation>%1 : %2 segment de mur hors de la carte %3×%4 a été ignoré</translation>
    </message>
    <message>
        <source>%1: %2 wall segments outside the %3×%4 map were left out</source>
        <translation>%1 : %2 segments de mur hors de la carte %3×%4 ont été ignorés</translation>
    </message>
    <message>
        <source>%1: %2 wall segment of length 0 was left out</source>
        <translation>%1 : %2 segment de mur de longueur 0 a été ignoré</translation>
    </message>
    <message>
        <source>%1: %2 wall segments of length 0 were left out</source>
        <translation>%1 : %2 segments de mur de longueur 0 ont été ignorés</translation>
    </message>
    <message>
        <source>expected two points [{x, y}, {x, y}], got %1</source>
        <translation>deux points [{x, y}, {x, y}] attendus, reçu %1</translation>
    </message>
    <message>
        <source>%1: %2 door outside the %3×%4 map was left out</source>
        <translation>%1 : %2 porte hors de la carte %3×%4 a été ignorée</translation>
    </message>
    <message>
        <source>%1: %2 doors outside the %3×%4 map were left out</source>
        <translation>%1 : %2 portes hors de la carte %3×%4 ont été ignorées</translation>
    </message>
    <message>
        <source>%1: %2 light outside the %3×%4 map was left out</source>
        <translation>%1 : %2 lumière hors de la carte %3×%4 a été ignorée</translation>
    </message>
    <message>
        <source>%1: %2 lights outside the %3×%4 map were left out</source>
        <translation>%1 : %2 lumières hors de la carte %3×%4 ont été ignorées</translation>
    </message>
    <message>
        <source>lights[%1].range: expected 0 to %2 grid squares, got %3; read as %4</source>
        <translation>lights[%1].range : 0 à %2 cases de grille attendues, reçu %3 ; lu comme %4</translation>
    </message>
    <message>
        <source>environment.ambient_light: expected AARRGGBB, got &quot;%1&quot;; read as bright</source>
        <translation>environment.ambient_light : AARRGGBB attendu, reçu « %1 » ; lu comme vive</translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got %1</source>
        <translation>image de la carte en texte base64 attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected the map picture as base64 text, got an empty string</source>
        <translation>image de la carte en texte base64 attendue, reçu une chaîne vide</translation>
    </message>
    <message>
        <source>expected base64 text, but it is not valid base64</source>
        <translation>texte base64 attendu, mais ce n&apos;est pas du base64 valide</translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB, got %2 MB</source>
        <translation>image d&apos;au plus %1 Mo attendue, reçu %2 Mo</translation>
    </message>
    <message>
        <source>expected a PNG, JPEG or WebP picture, but the data is none of these (it starts with %1)</source>
        <translation>image PNG, JPEG ou WebP attendue, mais les données ne sont rien de cela (elles commencent par %1)</translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, more than %4 on a side; it is kept, and the app shows it scaled</source>
        <translation>%1 : l&apos;image fait %2×%3 pixels, plus de %4 de côté ; elle est conservée et l&apos;application l&apos;affiche mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>%1: the picture is %2×%3 pixels, but map_size × pixels_per_grid is %4×%5; the grid follows pixels_per_grid (%6 pixels a square)</source>
        <translation>%1 : l&apos;image fait %2×%3 pixels, mais map_size × pixels_per_grid vaut %4×%5 ; la grille suit pixels_per_grid (%6 pixels par case)</translation>
    </message>
    <message>
        <source>expected a picture of at most %1 MB once decoded, got %2×%3 pixels</source>
        <translation>image d&apos;au plus %1 Mo une fois décodée attendue, reçu %2×%3 pixels</translation>
    </message>
    <message>
        <source>expected a %1 picture that decodes, but it does not (%2)</source>
        <translation>image %1 décodable attendue, mais elle ne l&apos;est pas (%2)</translation>
    </message>
    <message>
        <source>gridkeep: expected the encounter a Gridkeep export stores, got %1; the map was imported from the UVTT data alone</source>
        <translation>gridkeep : rencontre telle qu&apos;un export Gridkeep la stocke attendue, reçu %1 ; la carte a été importée à partir des seules données UVTT</translation>
    </message>
    <message>
        <source>gridkeep: holds no encounter Gridkeep can read (gridkeep.%1: %2); the map was imported from the UVTT data alone</source>
        <translation>gridkeep : ne contient aucune rencontre lisible par Gridkeep (gridkeep.%1 : %2) ; la carte a été importée à partir des seules données UVTT</translation>
    </message>
    <message>
        <source>gridkeep: the stored encounter uses the rule set &quot;%1&quot;; it was kept, and &quot;%2&quot; was not applied</source>
        <translation>gridkeep : la rencontre stockée utilise le jeu de règles « %1 » ; il a été conservé et « %2 » n&apos;a pas été appliqué</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier : %1</translation>
    </message>
    <message>
        <source>expected a file of at most %1 MB, got %2 MB</source>
        <translation>fichier d&apos;au plus %1 Mo attendu, reçu %2 Mo</translation>
    </message>
    <message>
        <source>expected valid JSON, but line %1, column %2 has an error: %3</source>
        <translation>JSON valide attendu, mais la ligne %1, colonne %2 contient une erreur : %3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>objet JSON attendu au niveau supérieur</translation>
    </message>
</context>
<context>
    <name>UvttWriter</name>
    <message>
        <source>a Universal VTT file holds a square map, and this encounter uses the Combat Grid</source>
        <translation>un fichier Universal VTT contient une carte carrée, et cette rencontre utilise la grille de combat</translation>
    </message>
    <message>
        <source>there is no picture of the map to embed</source>
        <translation>il n&apos;y a pas d&apos;image de la carte à intégrer</translation>
    </message>
    <message>
        <source>expected at least 1 pixel per grid square, got %1</source>
        <translation>attendu au moins 1 pixel par case de grille, reçu %1</translation>
    </message>
    <message>
        <source>the picture of the map could not be encoded as PNG</source>
        <translation>l&apos;image de la carte n&apos;a pas pu être encodée en PNG</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: impossible d&apos;écrire&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1&#xa0;: impossible d&apos;enregistrer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>A&amp;juster au plateau</translation>
    </message>
    <message>
        <source>Show &amp;Cover from %1</source>
        <translation>Afficher le &amp;couvert depuis %1</translation>
    </message>
    <message>
        <source>Hide &amp;Cover Layer</source>
        <translation>Masquer le calque de &amp;couvert</translation>
    </message>
    <message>
        <source>Show &amp;Cover from Selected Token</source>
        <translation>Afficher le &amp;couvert depuis le pion sélectionné</translation>
    </message>
</context>
<context>
    <name>WallTopPopup</name>
    <message>
        <source>Top of this door</source>
        <extracomment>The title of the pop-up that sets how high a door (a wall) reaches.</extracomment>
        <translation>Haut de cette porte</translation>
    </message>
    <message>
        <source>Top of this wall</source>
        <translation>Haut de ce mur</translation>
    </message>
    <message>
        <source>Top in meters, like elevations</source>
        <translation>Haut en mètres, comme les altitudes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Set</source>
        <extracomment>Apply the chosen top to the wall (a verb).</extracomment>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gridkeep: an encounter builder and battle map.</source>
        <translation>Gridkeep&#xa0;: un créateur de rencontres et une carte de bataille.</translation>
    </message>
    <message>
        <source>Render the main window into a PNG file and exit.</source>
        <translation>Rendre la fenêtre principale dans un fichier PNG et quitter.</translation>
    </message>
    <message>
        <source>Window size, for example 1440x960.</source>
        <translation>Taille de la fenêtre, par exemple 1440x960.</translation>
    </message>
    <message>
        <source>Select this token (its overlays show).</source>
        <translation>Sélectionner ce pion (ses surcouches s&apos;affichent).</translation>
    </message>
    <message>
        <source>Show the selected token dragged to cell X,Y (the Combat Grid: POSITION,LEVEL).</source>
        <translation>Montrer le pion sélectionné glissé vers la case X,Y (la grille de combat&#xa0;: POSITION,NIVEAU).</translation>
    </message>
    <message>
        <source>Open the player view; with --screenshot, render the player window instead of the main window.</source>
        <translation>Ouvrir la vue des joueurs&#xa0;; avec --screenshot, rendre la fenêtre des joueurs au lieu de la fenêtre principale.</translation>
    </message>
    <message>
        <source>Print the unsaved changes an earlier Gridkeep left behind, as JSON, and exit.</source>
        <translation>Afficher en JSON les modifications non enregistrées laissées par un Gridkeep précédent, et quitter.</translation>
    </message>
    <message>
        <source>Open these unsaved changes (an id from --recovery-list).</source>
        <translation>Ouvrir ces modifications non enregistrées (un id issu de --recovery-list).</translation>
    </message>
    <message>
        <source>Time a drag on this encounter in the main window with every overlay on, print the frame times and exit.</source>
        <translation>Chronométrer un glissement sur cette rencontre dans la fenêtre principale avec toutes les surcouches, afficher les temps d&apos;image et quitter.</translation>
    </message>
    <message>
        <source>With --bench-drag: the token to drag.</source>
        <translation>Avec --bench-drag&#xa0;: le pion à glisser.</translation>
    </message>
    <message>
        <source>Open this session folder and its first encounter not done yet (instead of FILE).</source>
        <translation>Ouvrir ce dossier de session et sa première rencontre non terminée (au lieu de FILE).</translation>
    </message>
    <message>
        <source>Show this run in a language (en, de or fr) without changing the one Settings remembers.</source>
        <translation>Afficher cette exécution dans une langue (en, de ou fr) sans changer celle mémorisée dans les Paramètres.</translation>
    </message>
    <message>
        <source>With --bench-drag: how many cells to drag (200).</source>
        <translation>Avec --bench-drag&#xa0;: le nombre de cases à glisser (200).</translation>
    </message>
    <message>
        <source>The encounter to open (default: a sample).</source>
        <translation>La rencontre à ouvrir (par défaut&#xa0;: un exemple).</translation>
    </message>
    <message>
        <source>expected at most one FILE, got %1</source>
        <translation>attendu au plus un FILE, reçu %1</translation>
    </message>
    <message>
        <source>--language: expected one of %1</source>
        <translation>--language&#xa0;: attendu l&apos;une de %1</translation>
    </message>
    <message>
        <source>--bench-steps: expected a positive number</source>
        <translation>--bench-steps&#xa0;: attendu un nombre positif</translation>
    </message>
    <message>
        <source>--bench-drag opens its own FILE: it takes no other FILE, --screenshot or --recover</source>
        <translation>--bench-drag ouvre son propre FILE&#xa0;: il n&apos;accepte ni autre FILE, ni --screenshot, ni --recover</translation>
    </message>
    <message>
        <source>--recover opens recovered changes: it takes no FILE and no --screenshot</source>
        <translation>--recover ouvre des modifications récupérées&#xa0;: il n&apos;accepte ni FILE ni --screenshot</translation>
    </message>
    <message>
        <source>--session-folder opens its folder&apos;s encounters: it takes no FILE, --recover or --bench-drag</source>
        <translation>--session-folder ouvre les rencontres de son dossier&#xa0;: il n&apos;accepte ni FILE, ni --recover, ni --bench-drag</translation>
    </message>
    <message>
        <source>--drag-to needs --select TOKEN (the token to drag)</source>
        <translation>--drag-to exige --select TOKEN (le pion à glisser)</translation>
    </message>
    <message>
        <source>--size: expected WxH of at least 200x200, got &quot;%1&quot;</source>
        <translation>--size&#xa0;: attendu LxH d&apos;au moins 200x200, reçu « %1 »</translation>
    </message>
    <message>
        <source>Share the player view with the players&apos; devices on HOST:PORT at once, and print its address.</source>
        <translation>Partager aussitôt la vue des joueurs avec leurs appareils sur HOST:PORT et afficher son adresse.</translation>
    </message>
    <message>
        <source>With --share: the join code (default: a random one).</source>
        <translation>Avec --share&#xa0;: le code d&apos;accès (par défaut&#xa0;: un code aléatoire).</translation>
    </message>
    <message>
        <source>--share: expected HOST:PORT with an IP address, as 127.0.0.1:8787</source>
        <translation>--share&#xa0;: HOST:PORT attendu avec une adresse IP, comme 127.0.0.1:8787</translation>
    </message>
    <message>
        <source>--share-code: expected 16 to 128 letters, digits, - or _, with --share</source>
        <translation>--share-code&#xa0;: 16 à 128 lettres, chiffres, - ou _ attendus, avec --share</translation>
    </message>
    <message>
        <source>With --bench-drag: drag again while N devices watch the shared view, then time 20 commits.</source>
        <translation>Avec --bench-drag&#xa0;: glisser de nouveau pendant que N appareils regardent la vue partagée, puis chronométrer 20 modifications.</translation>
    </message>
    <message>
        <source>--bench-share-clients: expected a number from 1 to 16</source>
        <translation>--bench-share-clients&#xa0;: attendu un nombre de 1 à 16</translation>
    </message>
</context>
</TS>
