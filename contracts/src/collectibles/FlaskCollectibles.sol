// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {
    AccessControlDefaultAdminRules
} from "@openzeppelin/contracts/access/extensions/AccessControlDefaultAdminRules.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

/// @title A FlaskSwap collection of collectibles ("Flask Bunnies", "Flask Alchemists").
/// @notice Every token carries a bunny id: the design it shows (all tokens of one bunny id share the
/// artwork; the tokenURI points at its metadata). Only MINTER_ROLE holders (the starter factory, the
/// collectible factory, achievement campaigns) mint; holders burn their own tokens.
/// @dev Token ids start at 1 and only grow. The first token of a bunny id records its link for the
/// bunny id; a later token with the same link stores nothing of its own (a 66-byte ipfs link is
/// three storage words), one with another link keeps it per token (ERC721URIStorage). `mint` uses `_mint`, not `_safeMint`: minters mint to the
/// caller of their own `mintNFT`, and no receiver callback runs in the middle of a minter's claim.
/// The admin (who grants MINTER_ROLE and names bunny ids) moves in two steps with INITIAL_ADMIN_DELAY,
/// like FlaskToken.
contract FlaskCollectibles is ERC721Enumerable, ERC721URIStorage, AccessControlDefaultAdminRules {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    uint48 public constant INITIAL_ADMIN_DELAY = 2 days;

    /// @notice Tokens of each bunny id minted so far (burns do not lower it).
    mapping(uint8 bunnyId => uint256) public bunnyCount;

    mapping(uint256 tokenId => uint8) private _bunnyIds;
    mapping(uint8 bunnyId => string) private _bunnyNames;
    mapping(uint8 bunnyId => string) private _bunnyTokenURIs;
    uint256 private _lastTokenId;

    event BunnyMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event BunnyNameSet(uint8 indexed bunnyId, string name);

    error EmptyTokenURI();

    constructor(string memory name, string memory symbol, address admin)
        ERC721(name, symbol)
        AccessControlDefaultAdminRules(INITIAL_ADMIN_DELAY, admin)
    {}

    /// @notice Mints the next token id to `to` with its metadata link and bunny id.
    function mint(address to, string calldata tokenURI_, uint8 bunnyId)
        external
        onlyRole(MINTER_ROLE)
        returns (uint256 tokenId)
    {
        if (bytes(tokenURI_).length == 0) revert EmptyTokenURI();
        tokenId = ++_lastTokenId;
        _bunnyIds[tokenId] = bunnyId;
        bunnyCount[bunnyId] += 1;
        _mint(to, tokenId);
        string storage bunnyURI = _bunnyTokenURIs[bunnyId];
        if (bytes(bunnyURI).length == 0) {
            _bunnyTokenURIs[bunnyId] = tokenURI_;
        } else if (keccak256(bytes(bunnyURI)) != keccak256(bytes(tokenURI_))) {
            _setTokenURI(tokenId, tokenURI_);
        }
        emit BunnyMint(to, tokenId, bunnyId);
    }

    /// @notice Destroys `tokenId`; the caller must own it or be approved for it.
    function burn(uint256 tokenId) external {
        _update(address(0), tokenId, _msgSender());
    }

    function setBunnyName(uint8 bunnyId, string calldata name) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _bunnyNames[bunnyId] = name;
        emit BunnyNameSet(bunnyId, name);
    }

    /// @notice The bunny id of an existing token (reverts for a token that does not exist).
    function getBunnyId(uint256 tokenId) external view returns (uint8) {
        _requireOwned(tokenId);
        return _bunnyIds[tokenId];
    }

    /// @notice The name the admin gave `bunnyId` ("" when none).
    function getBunnyName(uint8 bunnyId) external view returns (string memory) {
        return _bunnyNames[bunnyId];
    }

    function tokenURI(uint256 tokenId) public view override(ERC721, ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    /// @dev The token's own link when it has one, else its bunny id's.
    function _suffixURI(uint256 tokenId) internal view override returns (string memory) {
        string memory own = super._suffixURI(tokenId);
        return bytes(own).length != 0 ? own : _bunnyTokenURIs[_bunnyIds[tokenId]];
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721Enumerable, ERC721URIStorage, AccessControlDefaultAdminRules)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _update(address to, uint256 tokenId, address auth)
        internal
        override(ERC721, ERC721Enumerable)
        returns (address)
    {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 amount) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, amount);
    }
}
