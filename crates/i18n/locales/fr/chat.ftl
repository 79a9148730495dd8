# Les lignes du serveur dans la discussion d’une partie : une place confiée à un
# bot, reprise, ouverte à quelqu’un d’autre, une partie abandonnée. Le serveur
# envoie chacune avec ses arguments ; `chat-system-why` est la raison qui les ouvre.

chat-system-why = { $reason ->
    [timeout] Le temps de { $name } est écoulé
    [handed-over] { $name } n’a pas donné signe de vie depuis plus de { chat-system-minutes } et { $by } a confié sa place
    [learner-left] L’élève a quitté le tutoriel
   *[left] { $name } a quitté la table
}
chat-system-minutes = { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
}
chat-system-stands-in = { chat-system-why } : le bot { $bot } joue la place { $seat } jusqu’à ce que { $name } revienne la reprendre.
chat-system-back = { $name } est de retour et reprend la place { $seat } (le bot { $bot } se retire).
chat-system-seat-open = { chat-system-why } : la place { $seat } est libre ; toute personne ayant le lien d’invitation peut la prendre et continuer.
chat-system-takes-seat = { $name } prend la place { $seat } et continue la partie.
chat-system-abandoned = { chat-system-why } ; ce jeu ne peut pas continuer sans cette place : la partie s’arrête ici, abandonnée.
