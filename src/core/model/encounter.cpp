#include "encounter.h"

int Encounter::tokenIndex(const QString &id) const
{
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens[i].id == id)
            return i;
    }
    return -1;
}

const Token *Encounter::token(const QString &id) const
{
    const int index = tokenIndex(id);
    return index < 0 ? nullptr : &tokens[index];
}

const Side *Encounter::side(const QString &id) const
{
    for (const auto &s : sides) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

bool Encounter::areAllied(const QString &sideA, const QString &sideB) const
{
    for (const auto &pair : allies) {
        if ((pair.first == sideA && pair.second == sideB) ||
            (pair.first == sideB && pair.second == sideA))
            return true;
    }
    return false;
}

bool Encounter::areEnemies(const QString &sideA, const QString &sideB) const
{
    return sideA != sideB && !areAllied(sideA, sideB);
}

bool Encounter::areEnemies(const Token &a, const Token &b) const
{
    return areEnemies(a.side, b.side);
}

QString Encounter::partySide() const
{
    if (!fog.party.isEmpty() && side(fog.party))
        return fog.party;
    if (combat && side(combat->partySide))
        return combat->partySide;
    return sides.isEmpty() ? QString() : sides.first().id;
}
