# L’aide à l’apprentissage à côté d’une partie : l’option du salon, le bouton et la
# ligne de la page de partie, et le panneau latéral avec le carnet de la place.

aid-option = Autoriser l’aide à l’apprentissage (parties amicales seulement)
aid-option-title = Chaque personne peut ouvrir l’assistant de déduction, rempli avec ce que sa propre place a vu
aid-open = Assistant
aid-open-title = L’assistant de déduction, rempli avec ce que votre place a vu
aid-allowed = Aide à l’apprentissage autorisée : chaque place peut ouvrir l’assistant de déduction
aid-close = Fermer
aid-asking = L’assistant réfléchit…
aid-known = Ce que votre place sait
aid-known-count = Ce que votre place sait ({ $count })
aid-panel-title = Assistant de déduction
aid-panel =
    .aria-label = Assistant de déduction
aid-intro = Rempli avec ce que votre place a vu, et rien de plus : les chances exactes sur toutes les donnes qui y correspondent. Il suit la partie tant qu’il est ouvert.
aid-unknown-kind = Cette page ne connaît pas l’assistant « { $solver } ».
aid-own-evidence = Votre carte Preuve : { $clue }
aid-own-cards = Vos cartes : { $cards }
