# Notifications (push.rs) : une table qui attend le coup de la personne, une
# invitation à une table, et la notification d’essai, dans la langue de la personne.

push-turn-title = À vous de jouer : { $game }
push-turn-body = { $count ->
    [0] La table attend votre coup.
    [one] { $names } attend votre coup.
   *[other] { $names } attendent votre coup.
}
push-invitation-title = Une invitation à { $game }
push-invitation-body = { $inviter } vous invite à sa table.
push-test-title = Les notifications de Sleuth fonctionnent
push-test-body = { $name }, c’est ici que vous saurez qu’une table vous attend.
# Les deux derniers noms d’une liste de personnes : « Ann, Bo et Cy ».
push-list-and = { $init } et { $last }
